/** Browser tests: Debian's Chromium driven by playwright-core, and a static server on 127.0.0.1. */
import { chromium, type Browser, type Frame, type Locator, type Page } from 'playwright-core';
import { createServer, type Server } from 'node:http';
import { serveStatic } from '../../src/node/serve/static.ts';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's Chromium; DOCSGEN_TEST_CHROMIUM names another build to run the tests with (measured
 * 2026-11-29: Debian's `chromium-headless-shell` spends about a third less CPU per page load).
 */
const CHROMIUM = process.env.DOCSGEN_TEST_CHROMIUM || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Serves a built site folder (on `port`, default any free one); resolves with its base URL and a close function. */
export async function serveFolder(
  root: string,
  baseUrl = '/',
  port = 0,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => void serveStatic(req, res, { root, baseUrl }));
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));
  const address = server.address();
  const listening = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${listening}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Awaits a browser wait (`page.waitForFunction(...)`, `waitForSelector`, ...) and, when it fails
 * or times out, fails saying what was awaited: `what` reads after "waiting for", e.g.
 * `waitFor(page.waitForSelector('.search-hit'), 'a search result')`.
 */
export async function waitFor<T>(wait: Promise<T>, what: string): Promise<T> {
  try {
    return await wait;
  } catch (error) {
    throw new Error(`waiting for ${what}: ${(error as Error).message.split('\n')[0]}`, { cause: error });
  }
}

/**
 * The page's `waitForFunction`, which, when it fails or times out, says which condition it waited
 * for (its source): `await withMessages(page).waitForFunction(() => ...)`.
 */
export function withMessages(page: Page | Frame): Pick<Page, 'waitForFunction'> {
  const waitForFunction = (condition: string | ((arg: unknown) => unknown), arg?: unknown, options?: object) =>
    waitFor(page.waitForFunction(condition, arg, options), `the condition ${String(condition).replace(/\s+/g, ' ')}`);
  return { waitForFunction: waitForFunction as Page['waitForFunction'] };
}

/**
 * Types `text` into an input a letter at a time within one task of the page: each letter is an input
 * event, as a keystroke is, but none can come a pause after the one before. Keystrokes sent from the
 * test can, on a busy machine, and a pause in typing settles a query (search, feedback).
 */
export async function typeInOneGo(input: Locator, text: string): Promise<void> {
  await input.evaluate((element: HTMLInputElement, letters) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (let end = 1; end <= letters.length; end++) {
      setValue.call(element, letters.slice(0, end));
      element.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, text);
}
