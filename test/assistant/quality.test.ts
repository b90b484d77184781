/** The local assistant on the built DataHub site: the right pages among its sources, and the fact stated first. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveProjectSite, type ServedSite } from '../helpers/site-build.ts';
import { measureAssistant, measureFacts, type AssistantQuality } from './quality.ts';
import { ASSISTANT_QUESTIONS } from './questions.ts';
import { FACT_QUESTIONS } from './fact-questions.ts';

let site: ServedSite;
test.before(async () => {
  site = await serveProjectSite();
});
test.after(() => site?.close());

const report = (quality: AssistantQuality) =>
  quality.misses
    .map(
      (m) =>
        `${m.question} → ${m.got.join(', ') || '(no sources)'}${m.opening ? ` «${m.opening.slice(0, 160)}»` : ''} (expected ${m.expect.join(' or ') || 'none'})`,
    )
    .join('\n');

test('an expected page is among the sources for at least 95 % of the quality set', async (t) => {
  assert.ok(ASSISTANT_QUESTIONS.length >= 30);
  const quality = await measureAssistant(await site.browser.newPage(), site.url);
  t.diagnostic(`sources: ${(quality.score * 100).toFixed(0)} % of ${ASSISTANT_QUESTIONS.length} questions`);
  assert.ok(quality.score >= 0.95, `score ${quality.score.toFixed(2)}; misses:\n${report(quality)}`);
});

test('the answer opens with the fact for at least 90 % of the rated set, and off-topic questions are not covered', async (t) => {
  assert.ok(FACT_QUESTIONS.filter((q) => q.pages.length > 0).length >= 40);
  const quality = await measureFacts(await site.browser.newPage(), site.url);
  t.diagnostic(`facts stated first: ${(quality.score * 100).toFixed(0)} % of ${FACT_QUESTIONS.length} questions`);
  assert.ok(quality.score >= 0.9, `score ${quality.score.toFixed(2)}; misses:\n${report(quality)}`);
  const offTopic = FACT_QUESTIONS.filter((q) => q.pages.length === 0).map((q) => q.question);
  assert.deepEqual(
    quality.misses.filter((m) => offTopic.includes(m.question)),
    [],
    'every off-topic question is answered "not covered"',
  );
});
