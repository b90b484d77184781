/** serve's shortcut: which doc pages are as last rendered, and which docs went away (src/node/render/reuse.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createReuseState, recordBuild, sharedInputs, unchangedSinceLastBuild } from '../../src/node/render/reuse.ts';
import type { DocEntry } from '../../src/node/content/types.ts';
import type { CompiledPage } from '../../src/node/markdown/types.ts';
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
const page = (): CompiledPage => ({
  html: '<p>x</p>',
  toc: [],
  anchors: [],
  links: [],
  images: [],
  codeExamples: [],
  problems: [],
});
const site = { title: 'Site' } as unknown as SiteProps;
const shared = (docs: DocEntry[]) =>
  sharedInputs(site, { docs: new Map(docs.map((d) => [d.id, d])), sidebars: {}, versions: [] }, { editUrl: 'x' });

test('a page is reused only with the same doc, the same compiled page and the same shared inputs', () => {
  const state = createReuseState();
  const [a, b] = [doc('a'), doc('b')];
  const compiled = new Map([
    ['a', page()],
    ['b', page()],
  ]);
  assert.deepEqual(
    [...unchangedSinceLastBuild(state, shared([a, b]), [a, b], compiled)],
    [],
    'nothing before a first build',
  );
  recordBuild(state, shared([a, b]), [a, b], compiled);
  assert.deepEqual([...unchangedSinceLastBuild(state, shared([a, b]), [a, b], compiled)], ['a', 'b']);
  const edited = new Map(compiled).set('b', page());
  assert.deepEqual([...unchangedSinceLastBuild(state, shared([a, b]), [a, b], edited)], ['a'], 'b compiled again');
  const renamed = doc('b', 'Bee');
  assert.deepEqual(
    [...unchangedSinceLastBuild(state, shared([a, renamed]), [a, renamed], compiled)],
    [],
    'a title every page shows changed',
  );
});

test('recording a build names the docs that are gone since the last one', () => {
  const state = createReuseState();
  const [a, b] = [doc('a'), doc('b')];
  const compiled = new Map([
    ['a', page()],
    ['b', page()],
  ]);
  assert.deepEqual(recordBuild(state, shared([a, b]), [a, b], compiled), []);
  assert.deepEqual(
    recordBuild(state, shared([a]), [a], compiled).map((d) => d.id),
    ['b'],
  );
});
