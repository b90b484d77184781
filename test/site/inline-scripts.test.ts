import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inlineScripts } from '../../src/node/site/headers.ts';

test('inline scripts: each <script> body up to the first </script> after it, in page order', () => {
  const html =
    '<head><script>var a=1</script><script type="module" src="/m.js"></script></head><body><script type="application/json">{}</script><script>\nb()\n</script></body>';
  assert.deepEqual(inlineScripts(html), ['var a=1', '\nb()\n']);
});

test('inline scripts: an empty script counts; an unclosed one does not; a nested opening is text', () => {
  assert.deepEqual(inlineScripts('<script></script>'), ['']);
  assert.deepEqual(inlineScripts('<script>a</script><script>b'), ['a']);
  assert.deepEqual(inlineScripts('<script>x<script>y</script>z</script>'), ['x<script>y']);
  assert.deepEqual(inlineScripts('no scripts here'), []);
});
