/** Links to files and folders resolved as Docusaurus resolves them (src/node/links/resolve.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveLink, type LinkResolution } from '../../src/node/links/resolve.ts';
import type { DocEntry } from '../../src/node/content/types.ts';
import type { OutgoingLink } from '../../src/node/content/types.ts';

const doc = (source: string, route: string): DocEntry => ({
  id: route,
  route,
  source,
  title: '',
  description: '',
  keywords: [],
  draft: false,
  hideTableOfContents: false,
  markdown: '',
});
const docs = [
  doc('docs/intro.md', '/docs/intro'),
  doc('docs/guides/setup.md', '/docs/start'),
  doc('docs/docs/x.md', '/docs/docs/x'),
];
const onDisk: Record<string, 'file' | 'folder'> = {
  'src/plugin.py': 'file',
  src: 'folder',
  'docs/guides/chart.pdf': 'file',
  'docs/guides': 'folder',
};
const site: LinkResolution = {
  docOf: (path) => docs.find((d) => d.source === path),
  isSitePath: (path) => ['/search', '/docs/intro', '/img/logo.svg'].includes(path),
  isDraft: (path) => path === 'docs/plan.md',
  byFolder: new Map([['docs/guides', '/docs/category/guides']]),
  docsRootOf: () => 'docs',
  kindOf: (path) => onDisk[path],
  publish: (path) => `/${path}`,
  repository: {
    url: 'https://github.com/o/r',
    branch: 'main',
    pathOf: (path) => (path.startsWith('..') ? undefined : path),
  },
};
const link = (href: string, extra: Partial<OutgoingLink>): OutgoingLink => ({ href, kind: 'internal', ...extra });
const resolved = (l: OutgoingLink, source = 'docs/intro.md') => {
  const r = resolveLink(l, source, site);
  return `${r.kind} ${r.resolvedHref ?? r.path}`;
};

test('a .md link leads to its page wherever its slug put it: beside the page, then from the docs root', () => {
  assert.equal(
    resolved(link('./guides/setup.md#run', { file: 'docs/guides/setup.md', markdown: true, hash: 'run' })),
    'internal /docs/start#run',
  );
  assert.equal(
    resolved(
      link('guides/setup.md', { file: 'docs/guides/setup.md', markdown: true, fromDocsRoot: true }),
      'docs/guides/other.md',
    ),
    'internal /docs/start',
  );
  assert.equal(
    resolved(link('/docs/intro.md', { file: '/docs/intro.md', markdown: true, fromDocsRoot: true })),
    'internal /docs/intro',
  );
  assert.equal(
    resolved(link('/docs/x.md', { file: '/docs/x.md', markdown: true, fromDocsRoot: true })),
    'internal /docs/docs/x',
    'the docs root first',
  );
  assert.equal(resolved(link('./nope.md', { file: 'docs/nope.md', markdown: true })), 'internal /docs/nope');
  assert.equal(
    resolved(link('./plan.md', { file: 'docs/plan.md', markdown: true })),
    'internal /docs/plan',
    'a draft: reported by its route',
  );
});

test('folders lead to their page; published files are copied; other files of the repository open there', () => {
  assert.equal(resolved(link('./guides/', { file: 'docs/guides/' })), 'internal /docs/category/guides');
  assert.equal(
    resolved(link('./guides/chart.pdf', { file: 'docs/guides/chart.pdf' })),
    'internal /docs/guides/chart.pdf',
  );
  const code = resolveLink(link('../src/plugin.py#L3', { file: 'src/plugin.py', hash: 'L3' }), 'docs/intro.md', site);
  assert.equal(code.kind, 'external');
  assert.equal(code.resolvedHref, 'https://github.com/o/r/blob/main/src/plugin.py#L3');
  assert.equal(resolved(link('../src', { file: 'src' })), 'external https://github.com/o/r/tree/main/src');
});

test('site paths stay what they are; one that names nothing may name a file from the docs root; else a path relative to the page', () => {
  assert.equal(
    resolved(link('/search?q=x', { file: '/search', query: '?q=x', fromDocsRoot: true })),
    'internal /search?q=x',
  );
  assert.equal(
    resolved(link('/docs/guides/setup', { file: '/docs/guides/setup', fromDocsRoot: true })),
    'internal /docs/start',
  );
  assert.equal(
    resolved(link('/docs/missing', { file: '/docs/missing', fromDocsRoot: true })),
    'internal /docs/missing',
  );
  const relative = resolveLink(link('../other', { file: 'other' }), 'docs/guides/setup.md', site);
  assert.equal(`${relative.path} ${(relative as { lookedFor?: string }).lookedFor}`, '/other other');
});
