import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateLinks, type RouteTable } from '../../src/node/links/validate.ts';
import { classifyHref } from '../../src/node/content/urls.ts';
import { formatProblem } from '../../src/node/errors.ts';

const routes: RouteTable = {
  pages: new Map([
    ['/docs/', new Set<string>()],
    ['/docs/quickstart', new Set(['install', 'next-steps'])],
    ['/docs/deploy/kubernetes', new Set(['helm-values'])],
  ]),
  files: new Set(['/img/logo.svg', '/docs/quickstart.md']),
};

const link = (href: string, source = 'content/docs/deploy/aws.md', route = '/docs/deploy/aws', line = 3) => ({
  href,
  ...classifyHref(href, source, route),
  kind: 'internal' as const,
  line,
  column: 5,
});

test('relative .md links resolve against the file; routes against the page', () => {
  assert.equal(
    classifyHref('../quickstart.md#install', 'content/docs/deploy/aws.md', '/docs/deploy/aws').path,
    '/docs/quickstart',
  );
  assert.equal(
    classifyHref('kubernetes', 'content/docs/deploy/aws.md', '/docs/deploy/aws').path,
    '/docs/deploy/kubernetes',
  );
  assert.equal(classifyHref('./index.md', 'content/docs/guide/index.md', '/docs/guide').path, '/docs/guide');
  assert.equal(classifyHref('/docs', 'x', '/').path, '/docs/');
  assert.equal(classifyHref('javascript:alert(1)', 'x', '/').kind, 'unsafe');
});

test('valid links, anchors, trailing slashes, .html forms and files pass', () => {
  const problems = validateLinks(
    [
      {
        source: 'content/docs/deploy/aws.md',
        links: [
          link('../quickstart.md#install'),
          link('/docs/deploy/kubernetes/'),
          link('/docs/quickstart.html'),
          link('/img/logo.svg'),
          link('/docs'),
        ],
      },
    ],
    routes,
  );
  assert.deepEqual(problems, []);
});

test('a broken markdown link names file:line:column, the target and the closest route', () => {
  const [p] = validateLinks([{ source: 'content/docs/deploy/aws.md', links: [link('./kubernets.md')] }], routes);
  assert.equal(
    formatProblem(p),
    'content/docs/deploy/aws.md:3:5: error: broken markdown link `./kubernets.md` (resolved as /docs/deploy/kubernets)\n  hint: Did you mean /docs/deploy/kubernetes? Markdown links are relative to the file they are written in.',
  );
});

test('a broken link with no similar route says which file would make it work', () => {
  const [p] = validateLinks(
    [{ source: 'content/docs/deploy/aws.md', links: [link('../observability/zipkin-tracing.md')] }],
    routes,
  );
  assert.equal(
    formatProblem(p),
    'content/docs/deploy/aws.md:3:5: error: broken markdown link `../observability/zipkin-tracing.md` (resolved as /docs/observability/zipkin-tracing)\n  hint: No page has a route like it: link to an existing page, or write the page as content/docs/observability/zipkin-tracing.md.',
  );
});

test('a link to a draft says so, instead of suggesting another page', () => {
  const [p] = validateLinks([{ source: 'content/docs/deploy/aws.md', links: [link('./gcp.md')] }], {
    ...routes,
    drafts: new Map([['/docs/deploy/gcp', 'content/docs/deploy/gcp.md']]),
  });
  assert.equal(
    formatProblem(p),
    'content/docs/deploy/aws.md:3:5: error: link `./gcp.md` leads to a draft (content/docs/deploy/gcp.md has `draft: true`), which the build leaves out\n  hint: Publish the page (remove `draft: true`), or remove the link until it is published.',
  );
});

test('dropping a whole last segment is not a typo to suggest', () => {
  const [p] = validateLinks([{ source: 'content/docs/deploy/aws.md', links: [link('/docs/cli')] }], routes);
  assert.equal(
    p.hint,
    'No page has a route like it: link to an existing page, or write the page as content/docs/cli.md.',
  );
});

test('a broken anchor suggests the closest heading id', () => {
  const [p] = validateLinks(
    [{ source: 'content/docs/deploy/aws.md', links: [link('/docs/deploy/kubernetes#helm-value')] }],
    routes,
  );
  assert.equal(
    formatProblem(p),
    'content/docs/deploy/aws.md:3:5: error: broken anchor `/docs/deploy/kubernetes#helm-value`: /docs/deploy/kubernetes has no heading with id `helm-value`\n  hint: Did you mean `#helm-values`?',
  );
});

test('a link broken on many pages is reported once, as a template problem', () => {
  const sources = Array.from({ length: 6 }, (_, i) => ({
    source: `content/docs/p${i}.md`,
    links: [link('/docs/missing-page', `content/docs/p${i}.md`, `/docs/p${i}`)],
  }));
  const problems = validateLinks(sources, routes);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].code, 'broken-link-template');
  assert.match(problems[0].message, /appears on 6 pages$/);
  assert.match(problems[0].hint ?? '', /navbar, footer, sidebar or a template/);
});
