import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkRedirects } from '../../src/node/links/redirects.ts';
import { parseRedirects } from '../../src/node/content/redirects.ts';
import { gonePages } from '../../src/node/links/gone-pages.ts';
import type { RouteTable } from '../../src/node/links/validate.ts';

const routes: RouteTable = {
  pages: new Map([
    ['/docs/c', new Set(['x'])],
    ['/docs/d', new Set()],
  ]),
  files: new Set(['/img/a.png']),
};

test('the old paths are written the way a static host serves them', () => {
  const { redirects, problems } = parseRedirects(
    '- from: /docs/a/\n  to: /docs/c\n- from: /docs/b.html\n  to: https://example.com/b\n- from: /docs/e/index.html\n  to: /docs/d\n',
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(
    redirects.map((r) => r.from),
    ['/docs/a', '/docs/b', '/docs/e'],
  );
});

test('a chain keeps the anchor written on an earlier hop when the next names none', () => {
  const { redirects } = parseRedirects(
    '- from: /docs/a\n  to: /docs/b#x\n- from: /docs/b\n  to: /docs/c\n- from: /docs/e\n  to: /docs/f#y\n- from: /docs/f\n  to: /docs/d#z\n',
  );
  const checked = checkRedirects(redirects, routes);
  assert.deepEqual(checked.problems, []);
  assert.equal(checked.targets.get('/docs/a'), '/docs/c#x');
  assert.equal(checked.targets.get('/docs/e'), '/docs/d#z');
  // Each final target is checked at the line of the `to` that names it (the last hop's).
  assert.deepEqual(
    checked.links.links.map((l) => [l.path, l.hash, l.line]),
    [
      ['/docs/c', 'x', 4],
      ['/docs/c', undefined, 4],
      ['/docs/d', 'z', 8],
      ['/docs/d', 'z', 8],
    ],
  );
});

test('only the addresses under the site url and base URL count as published pages', () => {
  const sitemap =
    '<urlset><url><loc>https://site.example/docs/c</loc></url><url><loc>https://site.example/docs/gone</loc></url><url><loc>https://site.example/docs/moved</loc></url><url><loc>https://other.example/docs/x</loc></url></urlset>';
  const problems = gonePages(sitemap, { url: 'https://site.example', baseUrl: '/' }, routes, new Set(['/docs/moved']));
  assert.deepEqual(
    problems.map((p) => p.message),
    ['/docs/gone was published by the previous build and is gone'],
  );
  assert.deepEqual(gonePages(sitemap, { url: 'https://site.example', baseUrl: '/v2/' }, routes, new Set()), []);
});

test('an old path must be a page path from the root', () => {
  const { redirects, problems } = parseRedirects(
    '- from: /img/old.png\n  to: /img/a.png\n- from: /docs/a?x=1\n  to: /docs/c\n- from: /docs/../etc\n  to: /docs/c\n- from: /docs/spec.pdf\n  to: /docs/c\n- from: /docs/0.9.0\n  to: /docs/c\n- from: /docs/x\n  to: docs/c\n  via: here\n',
  );
  assert.deepEqual(
    problems.map((p) => `${p.line}: ${p.message}`),
    [
      '1: `from: /img/old.png` names a file; redirects are for pages',
      '3: `from: /docs/a?x=1` must be a path only, without `?` or `#`',
      '5: `from: /docs/../etc` must not contain `.` or `..` segments',
      '7: `from: /docs/spec.pdf` names a file; redirects are for pages',
      '11: unknown field `via` in a redirect',
      "12: `to: docs/c` must be a path from the site's root (`/docs/...`, letters, digits and `-._~/%`, maybe a `#anchor`) or an `https://` address",
    ],
  );
  // A version number is not a file's extension.
  assert.deepEqual(redirects, [{ from: '/docs/0.9.0', to: '/docs/c', line: 9, toLine: 10 }]);
});
