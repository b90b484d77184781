import { test } from 'node:test';
import assert from 'node:assert/strict';
import { WarningTracker } from '../../src/node/serve/fresh-warnings.ts';
import { problem } from '../../src/node/errors.ts';

const sidebar = problem(
  'not-in-sidebar',
  { file: 'content/docs/old.md' },
  '/docs/old is in no sidebar',
  'Add it.',
  'warning',
);
const tabs = problem(
  'dropped-markup',
  { file: 'content/docs/a.md', line: 9, column: 1 },
  'JSX component `<Tabs>` is dropped',
  'Use ::::tabs.',
  'warning',
);

test('the first build shows no warning; later ones show the new ones and those of the edited files', () => {
  const tracker = new WarningTracker();
  assert.deepEqual(tracker.next([sidebar], new Set()), []);
  // An edit to a.md brings a warning: only it is shown, not the one the site already had.
  assert.deepEqual(tracker.next([sidebar, tabs], new Set(['content/docs/a.md'])), [tabs]);
  // An edit elsewhere: nothing new to show.
  assert.deepEqual(tracker.next([sidebar, tabs], new Set(['content/docs/b.md'])), []);
  // Editing a.md again without fixing it shows its warning again.
  assert.deepEqual(tracker.next([sidebar, tabs], new Set(['content/docs/a.md'])), [tabs]);
  assert.deepEqual(tracker.next([sidebar], new Set(['content/docs/a.md'])), []);
});
