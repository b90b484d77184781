/**
 * `docsgen serve` under load: concurrent clients on 127.0.0.1 fetch pages, assets and search
 * index files while a page is edited every 200 ms, all along. Every response must succeed and be
 * whole (not empty; an HTML page ends with `</html>`; a file is as long as it says, an asset or
 * hashed index file as long as it was, an index entry parses), whatever rebuild is under way: the
 * figure counts the responses that are not, among those made while edits were under way. Reports
 * requests per second, latency percentiles and the server's peak memory.
 *
 *   node --import tsx bench/serve-load.ts [site-root]
 */
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { appendFile, mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { killGroup, trackGroup } from './child.ts';
import { freePort, stop, waitUntilServing } from './serve-latency.ts';
import { copySite, MAIN_ROOT } from './site-files.ts';

const CLIENTS = 24;
const REQUESTS = 20_000;
/** A page is edited this often while the requests run (the reports saw cut-off pages at this pace). */
const EDIT_EVERY_MS = 200;

export interface LoadResult {
  requests: number;
  failures: string[];
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  peakRssMb: number;
  edits: number;
  /** Requests made while edits were under way, and those of them that failed or came back empty or cut off. */
  duringEdits: number;
  failedDuringEdits: number;
}

/**
 * Serves a copy of the site at `source` (its page is edited meanwhile: a bench stopped midway must
 * not leave the edits in the site itself), removed at the end.
 */
export async function measureServeLoad(source: string): Promise<LoadResult> {
  const work = await mkdtemp(join(tmpdir(), 'docsgen-serve-load-'));
  const siteRoot = join(work, 'site');
  await copySite(source, siteRoot);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['bin/docsgen.js', 'serve', '--root', siteRoot, '--port', String(port)], {
    cwd: MAIN_ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  trackGroup(server.pid!);
  const edited = 'content/docs/quickstart.md';
  try {
    await waitUntilServing(origin, 180_000, () => server.exitCode !== null);
    const outDir = join(siteRoot, '.docsgen/serve');
    await waitFor(
      () =>
        readFile(join(outDir, 'pagefind/pagefind.js')).then(
          () => true,
          () => false,
        ),
      60_000,
    );
    const urls = await targets(outDir);
    const sizes = await knownSizes(outDir, urls);
    return await loadWhileEditing({ origin, urls, sizes, serverPid: server.pid!, editedFile: join(siteRoot, edited) });
  } finally {
    await stop(server.pid!, () => server.exitCode !== null || server.signalCode !== null);
    killGroup(server.pid!, 'SIGKILL');
    await rm(work, { recursive: true, force: true });
  }
}

interface LoadRun {
  origin: string;
  urls: string[];
  sizes: Map<string, number>;
  serverPid: number;
  editedFile: string;
}

/** Every response checked, with the edits going on and the server's memory sampled all along. */
async function loadWhileEditing(run: LoadRun): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  let peakRss = 0;
  const sampler = setInterval(() => void treeRss(run.serverPid).then((rss) => (peakRss = Math.max(peakRss, rss))), 200);
  const editor = startEditing(run.editedFile);
  const started = performance.now();
  const tally = await requestAll(run, agent, editor.isEditing);
  const seconds = (performance.now() - started) / 1000;
  const edits = await editor.stop();
  clearInterval(sampler);
  agent.destroy();
  const latencies = tally.latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    requests: latencies.length,
    failures: tally.failures,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    peakRssMb: peakRss / 1024 / 1024,
    edits,
    duringEdits: tally.duringEdits,
    failedDuringEdits: tally.failedDuringEdits,
  };
}

/** Appends a line to the file every EDIT_EVERY_MS until stopped; `stop` gives the number of edits. */
function startEditing(file: string): { isEditing: () => boolean; stop: () => Promise<number> } {
  let editing = true;
  let edits = 0;
  const editor = (async () => {
    while (editing) {
      await appendFile(file, `\nLoad test edit ${edits++}.\n`);
      await sleep(EDIT_EVERY_MS);
    }
  })();
  const stopEditing = async () => {
    editing = false;
    await editor;
    return edits;
  };
  return { isEditing: () => editing, stop: stopEditing };
}

interface RequestTally {
  latencies: number[];
  failures: string[];
  duringEdits: number;
  failedDuringEdits: number;
}

/** CLIENTS clients share REQUESTS requests, going round the URLs. */
async function requestAll(run: LoadRun, agent: Agent, isEditing: () => boolean): Promise<RequestTally> {
  const tally: RequestTally = { latencies: [], failures: [], duringEdits: 0, failedDuringEdits: 0 };
  let next = 0;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        const url = run.urls[next++ % run.urls.length];
        const t = performance.now();
        const problem = await check(`${run.origin}${url}`, agent, run.sizes.get(url));
        tally.latencies.push(performance.now() - t);
        if (problem) tally.failures.push(`${url}: ${problem}`);
        if (isEditing()) {
          tally.duringEdits++;
          if (problem) tally.failedDuringEdits++;
        }
      }
    }),
  );
  return tally;
}

/** Page routes, assets and search files of the served site. */
async function targets(outDir: string): Promise<string[]> {
  const files = ((await readdir(outDir, { recursive: true })) as string[]).map((f) => f.split(sep).join('/'));
  const pages = files
    .filter((f) => f.endsWith('.html') && f.startsWith('docs/'))
    .slice(0, 200)
    .map((f) => `/${f.replace(/\.html$/, '')}`);
  const assets = files.filter((f) => f.startsWith('assets/') && /\.(js|css)$/.test(f)).map((f) => `/${f}`);
  // Every part's entry, metadata and word chunks (an edit replaces its part's), and some pages' fragments.
  const index = files.filter((f) => f.startsWith('pagefind/') && !f.includes('/0.'));
  const search = [
    ...index.filter((f) => /\.(json|js|pf_meta|pf_index)$/.test(f)),
    ...index.filter((f) => f.endsWith('.pf_fragment')).slice(0, 100),
  ].map((f) => `/${f}`);
  return [...pages, ...assets, ...search, '/', '/docs/', '/integrations'];
}

/**
 * The sizes of the files whose bytes no content edit changes: assets (named by their hash) and the
 * search index's hashed files. A response of another length is cut off (or padded).
 */
async function knownSizes(outDir: string, urls: string[]): Promise<Map<string, number>> {
  const fixed = urls.filter(
    (url) =>
      url.startsWith('/assets/') ||
      (url.startsWith('/pagefind/') && !/\.(json|js)$/.test(url) && !url.includes('pagefind-')),
  );
  return new Map(await Promise.all(fixed.map(async (url) => [url, (await stat(join(outDir, url))).size] as const)));
}

/** Undefined when the response is a whole, successful one; else what is wrong. */
function check(url: string, agent: Agent, size?: number): Promise<string | undefined> {
  return new Promise((done) => {
    get(url, { agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        if (res.statusCode !== 200) return done(`status ${res.statusCode}`);
        if (body.length === 0) return done('empty');
        if (size !== undefined && body.length !== size) return done(`length ${body.length}, expected ${size}`);
        if (url.endsWith('.json') && !parses(body)) return done('JSON cut short');
        const length = Number(res.headers['content-length']);
        if (Number.isFinite(length) && length !== body.length) return done(`length ${body.length}, expected ${length}`);
        if (
          String(res.headers['content-type']).startsWith('text/html') &&
          !body.toString('utf8').trimEnd().endsWith('</html>')
        )
          return done('a page cut short');
        done(undefined);
      });
      res.on('error', (e) => done(e.message));
    }).on('error', (e) => done(e.message));
  });
}

function parses(body: Buffer): boolean {
  try {
    JSON.parse(body.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/** Resident memory of the server and all its descendants (the build worker, Pagefind), bytes. */
async function treeRss(pid: number): Promise<number> {
  const procs = new Map<number, { ppid: number; rss: number }>();
  for (const entry of await readdir('/proc').catch(() => [] as string[])) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    if (!stat) continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    procs.set(Number(entry), { ppid: Number(fields[1]), rss: Number(fields[21]) * 4096 });
  }
  const inTree = (p: number): boolean => p === pid || (procs.has(p) && p > 1 && inTree(procs.get(p)!.ppid));
  let total = 0;
  for (const [p, info] of procs) if (inTree(p)) total += info.rss;
  return total;
}

async function waitFor(ok: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (await ok()) return;
    await sleep(200);
  }
  throw new Error('the search index did not appear');
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

export function loadLine(r: LoadResult): string {
  return `serve under load (${r.requests} requests from ${CLIENTS} clients on 127.0.0.1, a page edited every ${EDIT_EVERY_MS} ms meanwhile, ${r.edits} edits): ${r.rps.toFixed(0)} requests/s, latency p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; ${r.failedDuringEdits} of ${r.duringEdits} responses during edits failed, empty or cut off (${r.failures.length} in all); peak memory (server, worker, indexer) ${r.peakRssMb.toFixed(0)} MB.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureServeLoad(process.argv[2] ?? MAIN_ROOT);
  console.log(loadLine(result));
  for (const f of result.failures.slice(0, 10)) console.log(`  ${f}`);
}
