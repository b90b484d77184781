/**
 * The local assistant on the built DataHub site: the right pages among its sources, and the fact
 * stated first. The quality sets are asked in Node (node-answers.ts: the widget's retrieval,
 * composition and rendering on the served site); a browser asks a sample of them and must show
 * the same answers.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveProjectSite, type ServedSite } from '../helpers/site-build.ts';
import { nodeAssistant, NOT_COVERED } from './node-answers.ts';
import { browserAssistant, measureAssistant, measureFacts, type Ask, type AssistantQuality } from './quality.ts';
import { ASSISTANT_QUESTIONS } from './questions.ts';
import { FACT_QUESTIONS } from './fact-questions.ts';

let site: ServedSite;
let ask: Ask;
test.before(async () => {
  site = await serveProjectSite();
  ask = await nodeAssistant(site.dir, site.url);
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
  const quality = await measureAssistant(ask);
  t.diagnostic(`sources: ${(quality.score * 100).toFixed(0)} % of ${ASSISTANT_QUESTIONS.length} questions`);
  assert.ok(quality.score >= 0.95, `score ${quality.score.toFixed(2)}; misses:\n${report(quality)}`);
});

test('the answer opens with the fact for at least 90 % of the rated set, and off-topic questions are not covered', async (t) => {
  assert.ok(FACT_QUESTIONS.filter((q) => q.pages.length > 0).length >= 40);
  const quality = await measureFacts(ask, FACT_QUESTIONS, NOT_COVERED);
  t.diagnostic(`facts stated first: ${(quality.score * 100).toFixed(0)} % of ${FACT_QUESTIONS.length} questions`);
  assert.ok(quality.score >= 0.9, `score ${quality.score.toFixed(2)}; misses:\n${report(quality)}`);
  const offTopic = FACT_QUESTIONS.filter((q) => q.pages.length === 0).map((q) => q.question);
  assert.deepEqual(
    quality.misses.filter((m) => offTopic.includes(m.question)),
    [],
    'every off-topic question is answered "not covered"',
  );
});

test("the browser's assistant gives the same answers as the one measured in Node, for a question of each kind", async () => {
  // The first fact question of each kind, an off-topic one among them.
  const sample = new Map(FACT_QUESTIONS.map((q) => [q.kind, q.question] as const).reverse()).values();
  const inBrowser = await browserAssistant(await site.browser.newPage(), site.url);
  for (const question of sample) {
    const { opening, sources } = await inBrowser(question);
    assert.deepEqual({ opening, sources }, await ask(question), question);
  }
});
