/** The local assistant on the DataHub site: quality-set score and time to the first answer chunk. */
export async function measureSiteAssistant(): Promise<string> {
  const { serveProjectSite } = await import('../test/helpers/site-build.ts');
  const { measureAssistant } = await import('../test/assistant/quality.ts');
  const { ASSISTANT_QUESTIONS } = await import('../test/assistant/questions.ts');
  const site = await serveProjectSite({ search: true });
  try {
    const result = await measureAssistant(await site.browser.newPage(), site.url);
    return `Assistant (local) on the DataHub site: an expected page among the sources for ${(result.score * 100).toFixed(0)} % of ${ASSISTANT_QUESTIONS.length} questions (target ≥ 85 %); Enter to first answer chunk: median ${result.firstChunkMedian} ms (target < 300 ms).`;
  } finally {
    await site.close();
  }
}
