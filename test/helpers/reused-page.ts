/**
 * One tab per test file, reset before each test that asks for it. Opening a tab (a context and its
 * page) costs Debian's Chromium about 0.75 s of CPU; the reset about a tenth of that, and the
 * browser tests open hundreds of tabs. A test that needs what a tab cannot change once open (touch,
 * `isMobile`, JavaScript off, an init script, its own routes kept after it) still opens its own context.
 */
import type { EventEmitter } from 'node:events';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';

/** What a test may set on the reused tab; everything else is as a new context has it. */
export interface TabOptions {
  viewport?: { width: number; height: number };
  colorScheme?: 'light' | 'dark';
  reducedMotion?: 'reduce' | 'no-preference';
  /** Granted to the site's origin, e.g. `['clipboard-read', 'clipboard-write']`. */
  permissions?: string[];
}

/** Playwright's viewport for a new context. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

export class ReusedTab {
  #context?: BrowserContext;
  #page?: Page;
  #cdp?: CDPSession;
  /** Playwright's own listeners (a context's close waits on one): kept; those a test added go. */
  #pageListeners = new Set<Listener>();
  #contextListeners = new Set<Listener>();

  /** `origin`: the served site's origin (`http://127.0.0.1:port`), whose storage each reset clears. */
  constructor(
    private readonly browser: Browser,
    private readonly origin: string,
  ) {}

  /** The tab, blank, with no cookies, storage, service worker, cache, routes or listeners left by an earlier test. */
  async page(options: TabOptions = {}): Promise<Page> {
    if (!this.#context || !this.#page || this.#page.isClosed()) await this.#open();
    else await this.#reset();
    const page = this.#page!;
    await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
    await page.emulateMedia({
      colorScheme: options.colorScheme ?? 'light',
      reducedMotion: options.reducedMotion ?? 'no-preference',
    });
    if (options.permissions) await this.#context!.grantPermissions(options.permissions, { origin: this.origin });
    return page;
  }

  async close(): Promise<void> {
    await this.#context?.close();
    this.#context = this.#page = this.#cdp = undefined;
  }

  async #open(): Promise<void> {
    await this.#context?.close().catch(() => undefined);
    this.#context = await this.browser.newContext();
    this.#page = await this.#context.newPage();
    this.#cdp = await this.#context.newCDPSession(this.#page);
    this.#pageListeners = listenersOf(this.#page);
    this.#contextListeners = listenersOf(this.#context);
  }

  async #reset(): Promise<void> {
    const context = this.#context!;
    const page = this.#page!;
    for (const other of context.pages()) if (other !== page) await other.close();
    // Session storage belongs to the tab: cleared from the page while it still shows a site, and again
    // after the site's own `pagehide` handlers (the sidebar saves its state there) as the page is left.
    if (/^https?:/.test(page.url()))
      await page
        .evaluate(() => {
          sessionStorage.clear();
          addEventListener('pagehide', () => sessionStorage.clear());
        })
        .catch(() => undefined);
    await context.setOffline(false);
    // A navigation the last test started (a click, an error page while offline) may still be landing.
    await page.goto('about:blank').catch(() => page.goto('about:blank'));
    removeListenersSince(page, this.#pageListeners);
    removeListenersSince(context, this.#contextListeners);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    // A new tab's mouse is at the corner: no hover left over from the last test (a hovered link prefetches).
    await page.mouse.move(0, 0);
    await context.clearCookies();
    await context.clearPermissions();
    await context.setExtraHTTPHeaders({});
    await this.#cdp!.send('Storage.clearDataForOrigin', { origin: this.origin, storageTypes: 'all' });
    await this.#cdp!.send('Network.clearBrowserCache');
  }
}

type Listener = (...args: unknown[]) => void;

/** Pages and contexts are Node event emitters (playwright-core's client), though their types do not say so. */
function listenersOf(owner: Page | BrowserContext): Set<Listener> {
  const emitter = owner as unknown as EventEmitter;
  return new Set(emitter.eventNames().flatMap((name) => emitter.listeners(name) as Listener[]));
}

function removeListenersSince(owner: Page | BrowserContext, kept: Set<Listener>): void {
  const emitter = owner as unknown as EventEmitter;
  for (const name of emitter.eventNames())
    for (const listener of emitter.listeners(name) as Listener[]) if (!kept.has(listener)) emitter.off(name, listener);
}
