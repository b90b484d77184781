/**
 * Asks the assistant of a served site every question of the quality set, as a reader would,
 * and reports how often an expected page is among the sources, and how long the first chunk
 * of the answer took after Enter (the index chunks of the question were preloaded while typing).
 */
import type { Page } from 'playwright-core';
import { ASSISTANT_QUESTIONS, type AssistantQuestion } from './questions.ts';

export interface AssistantQuality {
  score: number;
  misses: { question: string; got: string[]; expect: string[] }[];
  /** Median milliseconds from Enter to the first answer text. */
  firstChunkMedian: number;
}

export async function measureAssistant(page: Page, siteUrl: string, questions: AssistantQuestion[] = ASSISTANT_QUESTIONS): Promise<AssistantQuality> {
  await page.goto(`${siteUrl}/docs/`);
  await page.click('[data-assistant-open]');
  const input = page.locator('.assistant-dialog input');
  await input.waitFor();
  const misses: AssistantQuality['misses'] = [];
  const times: number[] = [];
  for (const { question, expect } of questions) {
    await input.fill(question);
    await page.waitForTimeout(300);
    const start = Date.now();
    await input.press('Enter');
    await page.waitForFunction(() => document.querySelector('.assistant-answer'));
    times.push(Date.now() - start);
    await page.waitForFunction(() => document.querySelector('.assistant-scroll')?.getAttribute('aria-busy') === 'false');
    const got = await page.locator('.assistant-sources a').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    // No expected page: a question the docs do not cover, which must get no sources (the "I don't know" message).
    const answered = expect.length === 0 ? got.length === 0 : got.some((path) => expect.includes(path.replace(/\/$/, '')));
    if (!answered) misses.push({ question, got, expect });
  }
  times.sort((a, b) => a - b);
  return { score: 1 - misses.length / questions.length, misses, firstChunkMedian: times[Math.floor(times.length / 2)] };
}
