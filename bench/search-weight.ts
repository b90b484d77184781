/**
 * What search costs a reader on the built corpus: the bytes the first search downloads (the
 * search widget's code, Pagefind's script, WebAssembly and index chunks), and the time from a
 * keystroke to rendered results once the first query has warmed the index up, typing as a
 * reader does; and that time again while a configured hosted search service never answers.
 */
import type { Page, Response } from 'playwright-core';
import { launchBrowser, serveFolder } from '../test/helpers/browser.ts';

export interface SearchWeight {
  firstSearchBytes: number;
  warmMs: number[];
  /** The same, with a hosted search service configured that never answers: the local results must not wait for it. */
  hangingServiceMs: number[];
}

/** An origin the page is told hosts the search service; every request to it is left hanging. */
const HANGING_SERVICE = 'https://hosted-search.invalid';

const WARM_QUERIES = ['ingestion', 'kafka', 'recipe', 'lineage', 'schema'];

export async function measureSearchWeight(outDir: string, docPath: string): Promise<SearchWeight> {
  const server = await serveFolder(outDir);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(server.url + docPath, { waitUntil: 'networkidle' });
    await scriptStarted(page);
    let firstSearchBytes = 0;
    const counted: Promise<void>[] = [];
    const count = (response: Response) =>
      void counted.push(
        response.body().then(
          (body) => void (firstSearchBytes += body.length),
          () => undefined,
        ),
      );
    page.on('response', count);
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal input').fill('datahub');
    await page.waitForSelector('.search-hit');
    await page.waitForLoadState('networkidle');
    // Only the first search's files: reading each later response's body through the DevTools
    // protocol would also slow the keystrokes measured next, and count their files as the first's.
    page.off('response', count);
    await Promise.all(counted);
    const warmMs = await typeQueries(page);
    await page.close();
    const hanging = await browser.newPage();
    await withHangingService(hanging, server.url);
    await hanging.goto(server.url + docPath, { waitUntil: 'networkidle' });
    await scriptStarted(hanging);
    await hanging.keyboard.press('Control+k');
    await hanging.locator('.search-modal input').fill('datahub');
    await hanging.waitForSelector('.search-hit');
    const hangingServiceMs = await typeQueries(hanging);
    return { firstSearchBytes, warmMs, hangingServiceMs };
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The shortcut works once the client script has started (a long page is parsed after its scripts arrive). */
function scriptStarted(page: Page): Promise<unknown> {
  return page.waitForFunction(() => (window as Window & { __docsgen?: boolean }).__docsgen === true);
}

/** Tells every page the site has a hosted search service, whose requests never get an answer. */
async function withHangingService(page: Page, site: string): Promise<void> {
  await page.route(`${HANGING_SERVICE}/**`, () => undefined);
  await page.route(
    (url) => url.origin === site,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="dg:config">)(.*?)(<\/script>)/s,
        (_, open: string, json: string, close: string) => {
          const config = JSON.parse(json) as { search: Record<string, unknown> };
          config.search.hosted = {
            appId: 'BENCH',
            apiKey: 'bench',
            indexName: 'bench',
            contextualSearch: true,
            host: HANGING_SERVICE,
          };
          return open + JSON.stringify(config).replace(/</g, '\\u003c') + close;
        },
      );
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * A reader types each query: every keystroke searches, so the last one finds the index chunks
 * of the word's prefix loaded. Measured from the last keystroke to its results on screen.
 */
async function typeQueries(page: Page): Promise<number[]> {
  const ms: number[] = [];
  for (const query of WARM_QUERIES) {
    await page.locator('.search-modal input').fill('');
    await page.keyboard.type(query.slice(0, -1), { delay: 60 });
    await page.waitForTimeout(150);
    ms.push(
      await page.evaluate(async (q) => {
        const input = document.querySelector<HTMLInputElement>('.search-modal input')!;
        const results = document.querySelector<HTMLElement>('.search-modal-results')!;
        const start = performance.now();
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // The list says which query its results answer; wait for the frame that shows them.
        while (results.dataset.query !== q || !results.querySelector('.search-hit'))
          await new Promise((r) => requestAnimationFrame(r));
        return performance.now() - start;
      }, query),
    );
  }
  return ms;
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
