/**
 * Asks the assistant of the served DataHub site the questions of a quality set and reports how
 * many it answers well. The bench asks as a reader would, in the browser, and also measures how
 * long the first text of an answer took after Enter (the index chunks of the question were
 * preloaded while typing); the tests ask in Node (node-answers.ts), with a browser check on a
 * sample. The site asks Markprompt first (its config sets a project key): here Markprompt is
 * unreachable, as it is from a test machine, so the local assistant answers, which is what these
 * sets measure.
 */
import type { Page } from 'playwright-core';
import { waitFor } from '../helpers/browser.ts';
import { ASSISTANT_QUESTIONS, type AssistantQuestion } from './questions.ts';
import { FACT_QUESTIONS, plainForMatch, type FactQuestion } from './fact-questions.ts';

export interface AssistantQuality {
  score: number;
  misses: { question: string; got: string[]; expect: string[]; opening?: string }[];
  /** Median milliseconds from Enter to the first answer text (asked in a browser only). */
  firstChunkMedian?: number;
}

export interface Answered {
  /** The text of the answer's first two blocks: what it says first. */
  opening: string;
  /** The source links' paths, without a trailing slash. */
  sources: string[];
  /** Milliseconds from Enter to the first answer text, when asked in a browser. */
  firstChunkMs?: number;
}

export type Ask = (question: string) => Promise<Answered>;

/** Asks in the assistant dialog of `page`, one question after another; `typingPause`: ms between typing and Enter. */
export async function browserAssistant(page: Page, siteUrl: string, typingPause = 0): Promise<Ask> {
  await page.route('https://api.markprompt.com/**', (route) => route.abort('connectionrefused'));
  await page.goto(`${siteUrl}/docs/`);
  await page.click('[data-assistant-open]');
  const input = page.locator('.assistant-dialog input');
  await waitFor(input.waitFor(), "the assistant dialog's input");
  return async (question) => {
    await input.fill(question);
    if (typingPause) await page.waitForTimeout(typingPause);
    const previous = await page.evaluateHandle(() => document.querySelector('.assistant-answer'));
    const start = Date.now();
    await input.press('Enter');
    await waitFor(
      page.waitForFunction((old) => {
        const answer = document.querySelector('.assistant-answer');
        return answer !== old && Boolean(answer?.textContent);
      }, previous),
      `the first answer text to «${question}»`,
    );
    const firstChunkMs = Date.now() - start;
    await previous.dispose();
    await waitFor(
      page.waitForFunction(() => document.querySelector('.assistant-scroll')?.getAttribute('aria-busy') === 'false'),
      `the answer to «${question}» to finish (aria-busy false)`,
    );
    const shown = await page.evaluate(() => ({
      opening: [...(document.querySelector('.assistant-answer')?.children ?? [])]
        .slice(0, 2)
        .map((el) => el.textContent ?? '')
        .join('\n'),
      sources: [...document.querySelectorAll<HTMLAnchorElement>('.assistant-sources a')].map((a) =>
        new URL(a.href).pathname.replace(/\/$/, ''),
      ),
    }));
    return { ...shown, firstChunkMs };
  };
}

async function askAll<Q extends { question: string }>(
  ask: Ask,
  questions: Q[],
  judge: (q: Q, a: Answered) => boolean,
  expected: (q: Q) => string[],
): Promise<AssistantQuality> {
  const misses: AssistantQuality['misses'] = [];
  const times: number[] = [];
  for (const question of questions) {
    const answered = await ask(question.question);
    if (answered.firstChunkMs !== undefined) times.push(answered.firstChunkMs);
    if (!judge(question, answered))
      misses.push({
        question: question.question,
        got: answered.sources,
        expect: expected(question),
        opening: answered.opening,
      });
  }
  times.sort((a, b) => a - b);
  return {
    score: 1 - misses.length / questions.length,
    misses,
    firstChunkMedian: times.length ? times[Math.floor(times.length / 2)] : undefined,
  };
}

/** An expected page among the sources; none for a question the docs do not cover. */
export function measureAssistant(
  ask: Ask,
  questions: AssistantQuestion[] = ASSISTANT_QUESTIONS,
): Promise<AssistantQuality> {
  return askAll(
    ask,
    questions,
    ({ expect }, { sources }) =>
      expect.length === 0 ? sources.length === 0 : sources.some((path) => expect.includes(path)),
    (q) => q.expect,
  );
}

/** The answer's opening states the fact and one of its pages is among the sources; off-topic questions get "not covered" and no sources. */
export function measureFacts(
  ask: Ask,
  questions: FactQuestion[] = FACT_QUESTIONS,
  notCovered = 'Sorry, I am not sure how to answer that.',
): Promise<AssistantQuality> {
  return askAll(
    ask,
    questions,
    ({ facts, pages }, { opening, sources }) => {
      if (pages.length === 0) return sources.length === 0 && opening.trim() === notCovered;
      return (
        sources.some((path) => pages.includes(path)) &&
        facts.some((fact) => plainForMatch(opening).includes(plainForMatch(fact)))
      );
    },
    (q) => q.pages,
  );
}
