/**
 * What search costs a reader on the built corpus: the bytes the first search downloads (the
 * search widget's code, Pagefind's script, WebAssembly and index chunks), and the time from a
 * keystroke to rendered results once the first query has warmed the index up, typing as a
 * reader does.
 */
import { launchBrowser, serveFolder } from '../test/helpers/browser.ts';

export interface SearchWeight {
  firstSearchBytes: number;
  warmMs: number[];
}

const WARM_QUERIES = ['ingestion', 'kafka', 'recipe', 'lineage', 'schema'];

export async function measureSearchWeight(outDir: string, docPath: string): Promise<SearchWeight> {
  const server = await serveFolder(outDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(server.url + docPath, { waitUntil: 'networkidle' });
    let firstSearchBytes = 0;
    page.on('response', async (response) => {
      firstSearchBytes += (await response.body().catch(() => Buffer.alloc(0))).length;
    });
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal input').fill('datahub');
    await page.waitForSelector('.search-hit');
    await page.waitForLoadState('networkidle');
    const warmMs: number[] = [];
    for (const query of WARM_QUERIES) {
      // A reader types: every keystroke searches, so the last one finds the index chunks of the
      // word's prefix loaded. Measured from the last keystroke to its results on screen.
      await page.locator('.search-modal input').fill('');
      await page.keyboard.type(query.slice(0, -1), { delay: 60 });
      await page.waitForTimeout(150);
      const ms = await page.evaluate(async (q) => {
        const input = document.querySelector<HTMLInputElement>('.search-modal input')!;
        const results = document.querySelector<HTMLElement>('.search-modal-results')!;
        const start = performance.now();
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // The list says which query its results answer; wait for the frame that shows them.
        while (results.dataset.query !== q || !results.querySelector('.search-hit')) await new Promise((r) => requestAnimationFrame(r));
        return performance.now() - start;
      }, query);
      warmMs.push(ms);
    }
    return { firstSearchBytes, warmMs };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The relevance sets (test/search) against the real site: the share of queries with the expected page in the top 3. */
export async function measureSiteRelevance(): Promise<number> {
  const { serveProjectSite } = await import('../test/helpers/site-build.ts');
  const { measureRelevance } = await import('../test/search/relevance.ts');
  const { RELEVANCE_QUERIES, READER_QUERIES } = await import('../test/search/relevance-queries.ts');
  const site = await serveProjectSite();
  try {
    const { top3, queries } = await measureRelevance(site.browser, site.url, [...RELEVANCE_QUERIES, ...READER_QUERIES]);
    return top3 / queries;
  } finally {
    await site.close();
  }
}
