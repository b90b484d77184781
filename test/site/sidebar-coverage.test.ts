import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sidebarCoverage } from '../../src/node/site/sidebar-coverage.ts';
import type { DocEntry } from '../../src/node/content/types.ts';

const doc = (id: string, extra: Partial<DocEntry> = {}): DocEntry => ({
  id,
  route: id ? `/docs/${id}` : '/docs/',
  source: `content/docs/${id || 'index'}.md`,
  title: id,
  description: id,
  keywords: [],
  draft: false,
  hideTableOfContents: false,
  markdown: '',
  ...extra,
});
const link = (path: string) => ({ href: path, kind: 'internal' as const, path });
const messages = (problems: ReturnType<typeof sidebarCoverage>) => problems.map((p) => `${p.file}: ${p.message}`);

test('a page in no sidebar is a warning unless it says so in its front matter', () => {
  const problems = sidebarCoverage({
    docs: [doc('listed'), doc('orphan'), doc('on-purpose', { notInSidebar: true })],
    inSidebar: new Set(['listed']),
    links: [{ source: 'content/docs/listed.md', links: [link('/docs/on-purpose')] }],
  });
  assert.deepEqual(messages(problems), ['content/docs/orphan.md: /docs/orphan is in no sidebar']);
  assert.equal(problems[0].severity, 'warning');
});

test('a page out of the sidebar on purpose needs a link from another file', () => {
  const problems = sidebarCoverage({
    docs: [
      doc('self', { notInSidebar: true }),
      doc('from-config', { notInSidebar: true }),
      doc('', { notInSidebar: true }),
    ],
    inSidebar: new Set(),
    links: [
      { source: 'content/docs/self.md', links: [link('/docs/self')] },
      { source: 'site.config.ts', links: [link('/docs/from-config/'), link('/docs')] },
    ],
  });
  assert.deepEqual(messages(problems), ['content/docs/self.md: /docs/self is in no sidebar and no page links to it']);
});

test('a listed page that says it is not in a sidebar is pointed out; generated and versioned pages are left alone', () => {
  const problems = sidebarCoverage({
    docs: [
      doc('both', { notInSidebar: true }),
      doc('generated/x', { generator: 'metamodel' }),
      doc('1.0/old', { version: '1.0' }),
    ],
    inSidebar: new Set(['both']),
    links: [],
  });
  assert.deepEqual(messages(problems), [
    'content/docs/both.md: /docs/both is in a sidebar, but its front matter says `not_in_sidebar: true`',
  ]);
});
