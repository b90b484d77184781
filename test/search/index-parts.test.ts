/**
 * The search index's parts (src/node/search/pagefind.ts) are picked by a hash of each page's path, so
 * that adding, removing or editing a page changes one part only, and the other parts are reused.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { partsOf } from '../../src/node/search/pagefind.ts';

const site = (count: number) => Array.from({ length: count }, (_, i) => `docs/section-${i % 7}/page-${i}.html`);

test('every page is in exactly one part, and the parts are of about the size asked for', () => {
  const pages = site(300);
  const parts = partsOf(pages, 100);
  assert.equal(parts.length, 4, '300 pages at 100 a part: the next power of two above 3 parts');
  assert.deepEqual(parts.flat().sort(), [...pages].sort());
  for (const part of parts) assert.ok(part.length > 50 && part.length < 100, `a part of ${part.length} pages`);
});

test('a reader loads at most 4 parts, unless a part would then pass 500 pages', () => {
  assert.equal(partsOf(site(1000), 100).length, 4);
  assert.equal(partsOf(site(3000), 100).length, 8, '3000 pages: 8 parts of about 375');
});

test('a site of at most the part size is one part, in the order given', () => {
  assert.deepEqual(partsOf(site(100), 100), [site(100)]);
  assert.deepEqual(partsOf([], 100), [[]]);
});

test('adding or removing a page changes the part that holds it and no other', () => {
  const pages = site(300);
  const before = partsOf(pages, 100);
  for (const changed of [
    [...pages, 'docs/new-page.html'],
    pages.filter((page) => page !== 'docs/section-3/page-10.html'),
  ]) {
    const after = partsOf(changed, 100);
    assert.equal(after.length, before.length);
    const differing = after.filter((part, i) => part.join() !== before[i].join());
    assert.equal(differing.length, 1, 'one part differs');
  }
});

test('when the site doubles past the threshold, each part splits in two', () => {
  const pages = site(400);
  const two = partsOf(pages, 200);
  const four = partsOf(pages, 100);
  assert.equal(two.length, 2);
  assert.equal(four.length, 4);
  for (const [i, part] of four.entries())
    assert.ok(
      part.every((page) => two[i % 2].includes(page)),
      `part ${i} of 4 is inside part ${i % 2} of 2`,
    );
});

test('no part is empty: the count is halved until each part has a page', () => {
  const parts = partsOf(site(3), 1);
  assert.ok(
    parts.every((part) => part.length > 0),
    parts.map((part) => part.length).join(', '),
  );
  assert.deepEqual(parts.flat().sort(), site(3).sort());
});
