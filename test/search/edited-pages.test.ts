/**
 * An edits' part hides the out-of-date records of its pages in the other parts. Of the ranked
 * results, only those whose details are loaded anyway are checked: no result is loaded for the check
 * alone unless an out-of-date record was among them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withoutOutOfDateRanked } from '../../src/shared/search/edited-pages.ts';

/** A ranked result `id` at `url`, its details loaded or not; `loads` counts the loads. */
function results(spec: [id: string, url: string, loaded: boolean][], loads: string[]) {
  return spec.map(([id, url, loaded]) => ({
    candidate: { id, data: async () => (loads.push(id), { url }) },
    data: loaded ? { url } : undefined,
  }));
}

test('without edits, the ranked results are as they are and nothing is loaded', async () => {
  const loads: string[] = [];
  const ranked = results(
    [
      ['a', '/a', true],
      ['b', '/b', false],
    ],
    loads,
  );
  const kept = await withoutOutOfDateRanked(ranked, { pages: new Set(), kept: new Set() }, 1);
  assert.deepEqual(kept, ranked);
  assert.deepEqual(loads, []);
});

test("an edited page's old record among the loaded is left out, and the next result loaded in its place; beyond, nothing is loaded", async () => {
  const loads: string[] = [];
  const ranked = results(
    [
      ['old', '/docs/edited', true],
      ['a', '/a', true],
      ['new', '/docs/edited', false],
      ['b', '/b', false],
      ['c', '/c', false],
    ],
    loads,
  );
  const edited = { pages: new Set(['/docs/edited']), kept: new Set(['new']) };
  const kept = await withoutOutOfDateRanked(ranked, edited, 2);
  assert.deepEqual(
    kept.map((r) => r.candidate.id),
    ['a', 'new', 'b', 'c'],
    "the old record goes; the edits part's own record of the page stays",
  );
  assert.deepEqual(loads, ['new'], 'only the result that moved among the loaded is loaded');
  assert.deepEqual(kept[1].data, { url: '/docs/edited' }, 'with its details');
});
