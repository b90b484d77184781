/**
 * Browser tests of the docs assistant: a fixture site built with an `assistant` config, the
 * dialog opened and asked as a reader would, and fake services on 127.0.0.1 that speak the
 * Markprompt completions protocol or the OpenAI-compatible chat protocol.
 */
import { test } from 'node:test';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '../../src/node/serve/static.ts';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { buildSite } from '../../src/node/build.ts';
import { tempSite } from './site.ts';
import { launchBrowser, serveFolder, withMessages } from './browser.ts';
import { ReusedTab, type TabOptions } from './reused-page.ts';

export const MARKER = '___START_RESPONSE_STREAM___';

/** Steps that undo what a test set up, run in reverse order after the file's tests. */
export type Cleanup = (() => Promise<unknown>)[];

/**
 * A test file's browser, launched before its tests, and its one tab (reused-page.ts); after them
 * they close, and the cleanup steps run.
 */
export function browserForFile(): { browser(): Browser; tab(options?: TabOptions): Promise<Page>; cleanup: Cleanup } {
  let browser: Browser | undefined;
  let tab: ReusedTab | undefined;
  let page: Page | undefined;
  let cdp: CDPSession | undefined;
  const cleanup: Cleanup = [];
  test.before(async () => {
    browser = await launchBrowser();
  });
  test.after(async () => {
    await tab?.close();
    await browser?.close();
    for (const step of cleanup.reverse()) await step();
  });
  return {
    browser: () => browser!,
    cleanup,
    async tab(options) {
      // The file's sites are on origins of their own: the tab's reset clears the storage of the
      // first one, the others' is cleared here.
      const origins = await Promise.all([...builtSites.values()].map(async (url) => new URL(await url).origin));
      tab ??= new ReusedTab(browser!, origins[0]);
      // The session storage of the origin the last test left the tab on (it visits one site), as
      // the page is left: the sidebar saves its state there then, after the reset's own clearing.
      if (page && !page.isClosed())
        await page
          .evaluate(() => {
            sessionStorage.clear();
            addEventListener('pagehide', () => sessionStorage.clear());
          })
          .catch(() => undefined);
      const fresh = await tab.page(options);
      if (fresh !== page) cdp = await fresh.context().newCDPSession(fresh);
      page = fresh;
      for (const origin of origins) await cdp!.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      return page;
    },
  };
}

/**
 * The fixture site with `assistant` (a TypeScript object literal) in its config, built and
 * served; with `headers`, under the security headers of its `_headers` (its content security policy).
 */
export async function assistantSite(
  assistant: string,
  search: boolean,
  cleanup: Cleanup,
  { headers = false } = {},
): Promise<string> {
  // Tests only read the site: one with the same config is built once per file.
  const key = JSON.stringify([assistant, search, headers]);
  let url = builtSites.get(key);
  if (!url) {
    url = buildAssistantSite(assistant, search, cleanup, headers);
    builtSites.set(key, url);
  }
  return url;
}

const builtSites = new Map<string, Promise<string>>();

async function buildAssistantSite(assistant: string, search: boolean, cleanup: Cleanup, headers: boolean) {
  const site = await tempSite('valid');
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config.replace(
      '  i18n:',
      `  assistant: ${assistant},\n  community: { slackUrl: 'https://slack.example.com/' },\n  i18n:`,
    ),
  );
  const out = join(site.root, 'build');
  await buildSite({ root: site.root, outDir: out, search });
  const server = headers ? await serveWithHeaders(out) : await serveFolder(out);
  cleanup.push(
    () => server.close(),
    () => site.remove(),
  );
  return server.url;
}

async function serveWithHeaders(out: string): Promise<{ url: string; close(): Promise<void> }> {
  // The rules of the `/*` block, as a host that reads `_headers` sends them with every file.
  const block = (await readFile(join(out, '_headers'), 'utf8')).split('\n\n')[0].split('\n').slice(1);
  const headers = block.map(
    (line) =>
      line
        .trim()
        .split(/:\s(.*)/s)
        .slice(0, 2) as [string, string],
  );
  const server = createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    void serveStatic(req, res, { root: out, baseUrl: '/' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((done) => (server.close(() => done()), server.closeAllConnections())),
  };
}

/** `page` (the file's tab, or a page of a test's own context) with the dialog open; `errors` collects what the page logs as errors. */
export async function openDialog(page: Page, url: string): Promise<{ page: Page; errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto(`${url}/docs/quickstart`);
  await page.click('.assistant-button');
  await page.locator('.assistant-dialog input').waitFor();
  return { page, errors };
}

/** Asks a question and waits for its finished answer: its text and its sources. */
export async function ask(
  page: Page,
  question: string,
): Promise<{ answer: string; sources: { text: string; href: string }[] }> {
  await page.fill('.assistant-dialog input', question);
  // The previous answer stays on screen until React takes the new question: wait for another element.
  const previous = await page.evaluateHandle(() => document.querySelector('.assistant-answer'));
  await page.press('.assistant-dialog input', 'Enter');
  await withMessages(page).waitForFunction((old) => {
    const done = document.querySelector('.assistant-answer-done');
    return done !== null && done !== old;
  }, previous);
  await previous.dispose();
  const answer = (await page.locator('.assistant-answer').innerText()).trim();
  const sources = await page.locator('.assistant-sources a').evaluateAll((links) =>
    links.map((a) => ({
      text: (a.textContent ?? '').trim(),
      href: new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash,
    })),
  );
  return { answer, sources };
}

export interface FakeService {
  url: string;
  requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** Questions whose reader went away before the answer ended. */
  stopped: string[];
  server: Server;
}

type Reply = (
  res: ServerResponse,
  body: Record<string, unknown>,
  stopped: string[],
  req: IncomingMessage,
) => Promise<void> | void;

/** A service on 127.0.0.1 that allows any origin (as Markprompt does) and answers each POST with `reply`. */
export async function fakeService(path: string, reply: Reply, cleanup: Cleanup): Promise<FakeService> {
  const requests: FakeService['requests'] = [];
  const stopped: string[] = [];
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    // No connection is reused: a browser retries a request whose reused connection drops, which would hide a failure.
    res.setHeader('Connection', 'close');
    if (req.method === 'OPTIONS') return res.writeHead(200).end('ok');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = JSON.parse(raw) as Record<string, unknown>;
    requests.push({ headers: req.headers, body });
    await reply(res, body, stopped, req);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  cleanup.push(() => new Promise((done) => (server.close(done), server.closeAllConnections())));
  return { url: `http://127.0.0.1:${port}${path}`, requests, stopped, server };
}

export const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Writes `text` in pieces of `size` bytes (cutting multi-byte characters too), `ms` apart. */
export async function writeInPieces(res: ServerResponse, text: string, size = 17, ms = 30): Promise<void> {
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) {
    res.write(bytes.subarray(i, i + size));
    await pause(ms);
  }
}

/** One server-sent event of an OpenAI-compatible chat stream. */
export const chatDelta = (content: string) =>
  `data: ${JSON.stringify({ object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`;
