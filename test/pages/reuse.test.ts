/** serve's shortcut: which doc pages are as last rendered, and which docs went away (src/node/render/reuse.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReuseState, recordBuild, sharedInputs, unchangedSinceLastBuild } from '../../src/node/render/reuse.ts';
import type { DocEntry } from '../../src/node/content/types.ts';
import { docKeys } from '../../src/node/content/doc-key.ts';
import type { SiteProps } from '../../src/node/render/props.ts';

const doc = (id: string, title = id): DocEntry => ({
  id,
  route: `/docs/${id}`,
  source: `content/docs/${id}.md`,
  title,
  description: `About ${id}.`,
  keywords: [],
  draft: false,
  hideTableOfContents: false,
  markdown: `# ${title}\n`,
});
const site = { title: 'Site' } as unknown as SiteProps;
const shared = (docs: DocEntry[]) =>
  sharedInputs(site, { docs: new Map(docs.map((d) => [d.id, d])), sidebars: {}, versions: [] }, { editUrl: 'x' });
/** Each doc's compile key, as the compile step gives them. */
const compileKeys = new Map([
  ['a', 'key-a'],
  ['b', 'key-b'],
]);
/** The render keys of `docs`, from their compile keys. */
const keys = (docs: DocEntry[], compiled = compileKeys) => docKeys(docs, compiled);

test('a page is reused only with the same doc, the same compiled page and the same shared inputs', () => {
  const state = createReuseState();
  const [a, b] = [doc('a'), doc('b')];
  assert.deepEqual(
    [...unchangedSinceLastBuild(state, shared([a, b]), [a, b], keys([a, b]))],
    [],
    'nothing before a first build',
  );
  recordBuild(state, shared([a, b]), [a, b], keys([a, b]));
  assert.deepEqual([...unchangedSinceLastBuild(state, shared([a, b]), [a, b], keys([a, b]))], ['a', 'b']);
  const edited = new Map(compileKeys).set('b', 'key-b2');
  assert.deepEqual(
    [...unchangedSinceLastBuild(state, shared([a, b]), [a, b], keys([a, b], edited))],
    ['a'],
    'b compiled again',
  );
  const renamed = doc('b', 'Bee');
  assert.deepEqual(
    [...unchangedSinceLastBuild(state, shared([a, renamed]), [a, renamed], keys([a, renamed]))],
    [],
    'a title every page shows changed',
  );
});

test('the decision is by content: a doc read again as it was is reused, one with a field changed is not', () => {
  const state = createReuseState();
  recordBuild(state, shared([doc('a'), doc('b')]), [doc('a'), doc('b')], keys([doc('a'), doc('b')]));
  const [a, b] = [doc('a'), { ...doc('b'), keywords: ['new'] }];
  assert.deepEqual(
    [...unchangedSinceLastBuild(state, shared([a, b]), [a, b], keys([a, b]))],
    ['a'],
    'new objects with the same content are as last rendered; a front matter field only b shows changed',
  );
});

test('recording a build names the docs that are gone since the last one', () => {
  const state = createReuseState();
  const [a, b] = [doc('a'), doc('b')];
  assert.deepEqual(recordBuild(state, shared([a, b]), [a, b], keys([a, b])), []);
  assert.deepEqual(
    recordBuild(state, shared([a]), [a], keys([a])).map((d) => d.id),
    ['b'],
  );
});
