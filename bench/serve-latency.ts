/**
 * Edit-to-browser latency of `docsgen serve`: start the server on a free port, subscribe to
 * its live-reload stream (server-sent events) like an open tab does, save a page, and time
 * until the `reload` event arrives and until the page serves the new text. The server's whole
 * process group is killed at the end, whatever happened.
 */
import { spawn } from 'node:child_process';
import { get, type IncomingMessage } from 'node:http';
import { createServer } from 'node:net';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { killGroup, trackGroup } from './child.ts';

export interface EditLatency {
  /** Edit saved → `reload` event received, ms, one per edit. */
  toEvent: number[];
  /** Edit saved → the page's HTML served with the new text, ms. */
  toPage: number[];
  /** The rebuild time the server itself reports in the event (`ms`), where it does. */
  rebuild: number[];
  /**
   * Edit saved → the start of the first search of the served index (Pagefind's own script, in Node,
   * loading every part afresh) that finds the page by a word only the edit wrote, ms. Searches follow
   * each other 20 ms apart, so the index served the edit at most one search earlier.
   */
  toSearch: number[];
  /** How long that search took (loading the index's parts, searching, reading the results), ms. */
  searchMs: number[];
  startupMs: number;
}

export interface LatencyOptions {
  engineRoot: string;
  siteRoot: string;
  /** Pages to edit, as `{ file (below the site root), route }`. */
  pages: { file: string; route: string }[];
  eventsPath: string;
  timeoutMs: number;
}

export async function measureEditLatency(options: LatencyOptions): Promise<EditLatency> {
  // The edited pages are put back afterwards, so a kept corpus stays what the seed wrote.
  const originals = await Promise.all(options.pages.map((page) => readFile(join(options.siteRoot, page.file), 'utf8')));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const start = performance.now();
  const server = spawn(
    process.execPath,
    ['bin/docsgen.js', 'serve', '--root', options.siteRoot, '--port', String(port), '--host', '127.0.0.1'],
    { cwd: options.engineRoot, detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  trackGroup(server.pid!);
  let log = '';
  server.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-5000)));
  const deadline = setTimeout(() => killGroup(server.pid!), options.timeoutMs);
  let events: Awaited<ReturnType<typeof subscribe>> | undefined;
  try {
    await waitUntilServing(origin, options.timeoutMs, () => server.exitCode !== null);
    const startupMs = performance.now() - start;
    events = await subscribe(`${origin}${options.eventsPath}`);
    const result: EditLatency = { toEvent: [], toPage: [], rebuild: [], toSearch: [], searchMs: [], startupMs };
    const served = join(options.siteRoot, '.docsgen/serve');
    for (const [index, page] of options.pages.entries()) {
      // Letters only: Pagefind splits words where digits and letters meet.
      const word = `zbench${randomBytes(5)
        .toString('hex')
        .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)])}`;
      const marker = `Benchmark edit ${index + 1}: ${word}.`;
      const saved = performance.now();
      await appendFile(join(options.siteRoot, page.file), `\n${marker}\n`);
      const data = await events.next('reload');
      result.toEvent.push(performance.now() - saved);
      const reported = (JSON.parse(data || 'null') as { ms?: unknown } | null)?.ms;
      if (typeof reported === 'number') result.rebuild.push(reported);
      await fetchUntil(`${origin}${page.route}`, (html) => html.includes(marker), 10_000);
      result.toPage.push(performance.now() - saved);
      // The first edit comes while serve still indexes the whole site (some 30 s at 3000 pages here):
      // its search may wait for that; the next ones measure an edit's own refresh.
      const found = await searchUntil(served, origin, word, page.route, index === 0 ? options.timeoutMs : 30_000);
      result.toSearch.push(found.startedAt - saved);
      result.searchMs.push(found.ms);
    }
    return result;
  } catch (error) {
    throw new Error(`${(error as Error).message}\nserver log (last lines):\n${log}`);
  } finally {
    clearTimeout(deadline);
    events?.close();
    await stop(server.pid!, () => server.exitCode !== null || server.signalCode !== null);
    await Promise.all(options.pages.map((page, i) => writeFile(join(options.siteRoot, page.file), originals[i])));
  }
}

/** SIGTERM lets the server close its watcher and worker; SIGKILL on the group makes sure. */
export async function stop(pid: number, exited: () => boolean): Promise<void> {
  killGroup(pid, 'SIGTERM');
  for (let i = 0; i < 50 && !exited(); i++) await sleep(100);
  killGroup(pid, 'SIGKILL');
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function waitUntilServing(origin: string, timeoutMs: number, died: () => boolean): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (died()) throw new Error('docsgen serve exited before answering');
    if ((await request(`${origin}/`).catch(() => undefined)) !== undefined) return;
    await sleep(100);
  }
  throw new Error(`docsgen serve did not answer within ${timeoutMs} ms`);
}

/** Searches the served index for `word` until the page at `route` is found, each time with a fresh copy of Pagefind's script (it keeps what it loaded). */
async function searchUntil(
  served: string,
  origin: string,
  word: string,
  route: string,
  timeoutMs: number,
): Promise<{ startedAt: number; ms: number }> {
  const until = performance.now() + timeoutMs;
  for (let attempt = 0; performance.now() < until; attempt++) {
    const startedAt = performance.now();
    if (await servedSearchFinds(served, origin, word, route, attempt).catch(() => false))
      return { startedAt, ms: performance.now() - startedAt };
    await sleep(20);
  }
  throw new Error(`search did not find ${route} by "${word}" within ${timeoutMs} ms`);
}

interface Pagefind {
  options(o: { basePath: string; baseUrl: string }): Promise<void>;
  mergeIndex(path: string, o: { baseUrl: string }): Promise<void>;
  search(term: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
}

async function servedSearchFinds(served: string, origin: string, word: string, route: string, attempt: number) {
  const script = `${pathToFileURL(join(served, 'pagefind/pagefind.js')).href}?attempt=${attempt}`;
  const pagefind = (await import(script)) as Pagefind;
  await pagefind.options({ basePath: `${origin}/pagefind/`, baseUrl: '/' });
  const parts = (await (await fetch(`${origin}/pagefind/parts.json`)).json()) as string[];
  for (const part of parts) await pagefind.mergeIndex(`${origin}/pagefind/${part}`, { baseUrl: '/' });
  const { results } = await pagefind.search(word);
  const urls = await Promise.all(results.map(async (result) => (await result.data()).url));
  // Pagefind names a page by its file: `/docs/x.html` for the route `/docs/x`.
  return urls.some((url) => url.replace(/(\/index)?\.html$|\/$/, '') === route);
}

async function fetchUntil(url: string, ok: (body: string) => boolean, timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (ok((await request(url).catch(() => undefined))?.body ?? '')) return;
    await sleep(5);
  }
  throw new Error(`${url} did not show the edit within ${timeoutMs} ms`);
}

function request(url: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = get(url, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.setTimeout(5000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', fail);
  });
}

/** A minimal EventSource: `next(name)` resolves with the data of the next event of that name. */
function subscribe(url: string): Promise<{ next(name: string): Promise<string>; close(): void }> {
  return new Promise((done, fail) => {
    const waiting: { name: string; resolve: (data: string) => void; reject: (error: Error) => void }[] = [];
    const req = get(url, { headers: { accept: 'text/event-stream' } }, (res: IncomingMessage) => {
      if (res.statusCode !== 200) return fail(new Error(`${url} answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        const messages = buffer.split('\n\n');
        buffer = messages.pop()!;
        for (const message of messages) {
          const name = /^event: (.+)$/m.exec(message)?.[1];
          // A failed rebuild sends `problems` instead of `reload`: fail now rather than time out.
          if (name === 'problems')
            for (const w of waiting.splice(0)) w.reject(new Error(`rebuild failed: ${message.slice(0, 2000)}`));
          const index = waiting.findIndex((w) => w.name === name);
          const data = /^data: (.*)$/m.exec(message)?.[1] ?? '';
          if (index >= 0) waiting.splice(index, 1)[0].resolve(data);
        }
      });
      done({
        next: (name) =>
          withTimeout(
            new Promise<string>((resolve, reject) => waiting.push({ name, resolve, reject })),
            30_000,
            `no ${name} event within 30 s`,
          ),
        close: () => req.destroy(),
      });
    });
    req.on('error', fail);
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<T>((_, fail) => (timer = setTimeout(() => fail(new Error(message)), ms))),
  ]).finally(() => clearTimeout(timer));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
