/** The local assistant answers from the right pages: the quality set against the built DataHub site. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveProjectSite } from '../helpers/site-build.ts';
import { measureAssistant } from './quality.ts';
import { ASSISTANT_QUESTIONS } from './questions.ts';

test('an expected page is among the sources for at least 95 % of the quality set', async (t) => {
  assert.ok(ASSISTANT_QUESTIONS.length >= 30);
  const site = await serveProjectSite({ search: true });
  t.after(() => site.close());
  const { score, misses } = await measureAssistant(await site.browser.newPage(), site.url);
  t.diagnostic(`assistant: ${(score * 100).toFixed(0)} % of ${ASSISTANT_QUESTIONS.length} questions`);
  assert.ok(score >= 0.95, `score ${score.toFixed(2)}; misses:\n${misses.map((m) => `${m.question} → ${m.got.join(', ') || '(no sources)'} (expected ${m.expect.join(' or ')})`).join('\n')}`);
});
