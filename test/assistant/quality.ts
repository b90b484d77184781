/**
 * Asks the assistant of the served DataHub site the questions of a quality set, as a reader
 * would, and reports how many it answers well and how long the first text of an answer took
 * after Enter (the index chunks of the question were preloaded while typing). The site asks
 * Markprompt first (its config sets a project key): here Markprompt is unreachable, as it is
 * from a test machine, so the local assistant answers, which is what these sets measure.
 */
import type { Page } from 'playwright-core';
import { ASSISTANT_QUESTIONS, type AssistantQuestion } from './questions.ts';
import { FACT_QUESTIONS, plainForMatch, type FactQuestion } from './fact-questions.ts';

export interface AssistantQuality {
  score: number;
  misses: { question: string; got: string[]; expect: string[]; opening?: string }[];
  /** Median milliseconds from Enter to the first answer text. */
  firstChunkMedian: number;
}

interface Answered {
  /** The text of the answer's first two blocks: what it says first. */
  opening: string;
  sources: string[];
}

async function askAll<Q extends { question: string }>(
  page: Page,
  siteUrl: string,
  questions: Q[],
  judge: (q: Q, a: Answered) => boolean,
): Promise<AssistantQuality> {
  await page.route('https://api.markprompt.com/**', (route) => route.abort('connectionrefused'));
  await page.goto(`${siteUrl}/docs/`);
  await page.click('[data-assistant-open]');
  const input = page.locator('.assistant-dialog input');
  await input.waitFor();
  const misses: AssistantQuality['misses'] = [];
  const times: number[] = [];
  for (const question of questions) {
    await input.fill(question.question);
    await page.waitForTimeout(300);
    const previous = await page.evaluateHandle(() => document.querySelector('.assistant-answer'));
    const start = Date.now();
    await input.press('Enter');
    await page.waitForFunction((old) => {
      const answer = document.querySelector('.assistant-answer');
      return answer !== old && Boolean(answer?.textContent);
    }, previous);
    times.push(Date.now() - start);
    await previous.dispose();
    await page.waitForFunction(
      () => document.querySelector('.assistant-scroll')?.getAttribute('aria-busy') === 'false',
    );
    const answered: Answered = await page.evaluate(() => ({
      opening: [...(document.querySelector('.assistant-answer')?.children ?? [])]
        .slice(0, 2)
        .map((el) => el.textContent ?? '')
        .join('\n'),
      sources: [...document.querySelectorAll<HTMLAnchorElement>('.assistant-sources a')].map((a) =>
        new URL(a.href).pathname.replace(/\/$/, ''),
      ),
    }));
    if (!judge(question, answered))
      misses.push({
        question: question.question,
        got: answered.sources,
        expect:
          'expect' in question
            ? (question as unknown as AssistantQuestion).expect
            : (question as unknown as FactQuestion).pages,
        opening: answered.opening,
      });
  }
  times.sort((a, b) => a - b);
  return { score: 1 - misses.length / questions.length, misses, firstChunkMedian: times[Math.floor(times.length / 2)] };
}

/** An expected page among the sources; none for a question the docs do not cover. */
export function measureAssistant(
  page: Page,
  siteUrl: string,
  questions: AssistantQuestion[] = ASSISTANT_QUESTIONS,
): Promise<AssistantQuality> {
  return askAll(page, siteUrl, questions, ({ expect }, { sources }) =>
    expect.length === 0 ? sources.length === 0 : sources.some((path) => expect.includes(path)),
  );
}

/** The answer's opening states the fact and one of its pages is among the sources; off-topic questions get "not covered" and no sources. */
export function measureFacts(
  page: Page,
  siteUrl: string,
  questions: FactQuestion[] = FACT_QUESTIONS,
  notCovered = 'Sorry, I am not sure how to answer that.',
): Promise<AssistantQuality> {
  return askAll(page, siteUrl, questions, ({ facts, pages }, { opening, sources }) => {
    if (pages.length === 0) return sources.length === 0 && opening.trim() === notCovered;
    return (
      sources.some((path) => pages.includes(path)) &&
      facts.some((fact) => plainForMatch(opening).includes(plainForMatch(fact)))
    );
  });
}
