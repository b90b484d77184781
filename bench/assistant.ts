/** The local assistant on the DataHub site: quality-set scores and time to the first answer text. */
export async function measureSiteAssistant(): Promise<string> {
  const { serveProjectSite } = await import('../test/helpers/site-build.ts');
  const { browserAssistant, measureAssistant, measureFacts } = await import('../test/assistant/quality.ts');
  const { ASSISTANT_QUESTIONS } = await import('../test/assistant/questions.ts');
  const { FACT_QUESTIONS } = await import('../test/assistant/fact-questions.ts');
  const site = await serveProjectSite();
  try {
    // A reader pauses after typing: the question's index chunks are preloaded meanwhile.
    const asker = async () => browserAssistant(await site.browser.newPage(), site.url, 300);
    const sources = await measureAssistant(await asker());
    const facts = await measureFacts(await asker());
    return [
      `Assistant (local) on the DataHub site: an expected page among the sources for ${(sources.score * 100).toFixed(0)} % of ${ASSISTANT_QUESTIONS.length} questions (target ≥ 95 %);`,
      `the fact stated first for ${(facts.score * 100).toFixed(0)} % of the ${FACT_QUESTIONS.length} rated questions (target ≥ 90 %);`,
      `Enter to first answer text: median ${sources.firstChunkMedian} ms and ${facts.firstChunkMedian} ms (target < 300 ms).`,
    ].join(' ');
  } finally {
    await site.close();
  }
}
