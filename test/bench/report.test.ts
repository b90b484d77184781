/**
 * The bench's arguments, its reading of GNU time's report and the table it prints: every figure of
 * issue 34 with its target and whether it is met. No build runs here.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBenchArgs } from '../../bench/args.ts';
import { gainReport } from '../../bench/cache-gain.ts';
import { timeReport, type ChildResult } from '../../bench/child.ts';
import { coresBusy, printReport, type SizeResult } from '../../bench/report.ts';

test('--pages takes one size or a list; --peer names peers and implies --peers', () => {
  assert.deepEqual(parseBenchArgs([]), {
    sizes: [300, 3000],
    keep: false,
    peers: false,
    only: undefined,
    rounds: undefined,
    cacheGain: false,
    site: undefined,
    freshOutput: false,
  });
  assert.deepEqual(parseBenchArgs(['--pages', '3000,10000', '--keep']).sizes, [3000, 10000]);
  const peers = parseBenchArgs(['--peer', 'Starlight', '--pages', '3000', '--rounds', '1']);
  assert.deepEqual([peers.peers, peers.only, peers.sizes, peers.rounds], [true, ['starlight'], [3000], 1]);
  assert.throws(() => parseBenchArgs(['--pages', '300,x']), /--pages needs positive whole numbers, got x/);
  assert.throws(() => parseBenchArgs(['--peer', 'hugo']), /--peer takes starlight or docusaurus, got hugo/);
  assert.throws(() => parseBenchArgs(['--rounds']), /--rounds needs a value/);
  const gain = parseBenchArgs(['--cache-gain', '--site', '/tmp/s', '--rounds', '2']);
  assert.deepEqual([gain.cacheGain, gain.site, gain.rounds, gain.peers], [true, '/tmp/s', 2, false]);
});

test('a cache kind keeps its place when removing it costs a warm build at least 5 %', () => {
  const report = gainReport([
    { kind: 'compiled pages', warmMs: [2000, 2100, 1900], withoutMs: [9000, 9200, 8800] },
    { kind: 'social cards', warmMs: [2000, 2100, 1900], withoutMs: [2050, 2120, 1950] },
  ]);
  assert.match(report, /\| compiled pages \| 2\.00 s \| 9\.00 s \| 7\.00 s \| 350 % ✓ \|/);
  assert.match(report, /\| social cards \| 2\.00 s \| 2\.05 s \| 0\.05 s \| 3 % ✗ under 5 % \|/);
});

test("GNU time's report gives the peak memory and the CPU time of the command and what it waited for", () => {
  const gnu = [
    '\tUser time (seconds): 21.50',
    '\tSystem time (seconds): 3.25',
    '\tMaximum resident set size (kbytes): 409600',
  ].join('\n');
  assert.deepEqual(timeReport(gnu), { maxRssMb: 400, cpuSeconds: 24.75 });
  assert.deepEqual(timeReport('maxRSS 204800\ncpu 7.5\n'), { maxRssMb: 200, cpuSeconds: 7.5 });
  assert.deepEqual(timeReport(''), { maxRssMb: undefined, cpuSeconds: undefined });
});

const run = (ms: number, extra: Partial<ChildResult> = {}): ChildResult => ({
  code: 0,
  timedOut: false,
  ms,
  stderr: '',
  ...extra,
});

test("cores busy: the larger of GNU time's and the /proc samples' CPU time, over the wall time", () => {
  assert.equal(coresBusy(run(10_000, { cpuSeconds: 16 })), 1.6);
  assert.equal(coresBusy(run(10_000, { cpuSeconds: 12, sampledCpuSeconds: 17 })), 1.7);
  assert.equal(coresBusy(run(10_000, { cpuSeconds: 15, sampledCpuSeconds: 14.6 })), 1.5);
  assert.equal(coresBusy(run(4_000, { sampledCpuSeconds: 2 })), 0.5);
  assert.equal(coresBusy(run(10_000)), undefined);
});

test('the table prints each of issue 34 figures beside its target, met or not', (t) => {
  const printed: string[] = [];
  t.mock.method(console, 'log', (text: string) => printed.push(text));
  const size = (pages: number, cold: number, warm: number, edited: number, cpu: number): SizeResult => ({
    pages,
    dir: '',
    corpusMs: 0,
    markdownPages: pages,
    build: run(cold, { cpuSeconds: cpu, peakTreeMb: 900, maxRssMb: 700 }),
    warm: run(warm),
    edited: run(edited),
  });
  const results = [
    size(300, 3000, 650, 700, 4.5),
    size(3000, 40_000, 1900, 2600, 68),
    size(10_000, 130_000, 5000, 6000, 200),
  ];
  results[2].timesThe3000Build = 130_000 / 40_000;
  const latency = {
    toEvent: [150, 190, 250],
    toPage: [160, 200, 260],
    rebuild: [120, 150, 200],
    toSearch: [700, 900, 1200],
    searchMs: [300, 320, 400],
    startupMs: 3000,
  };
  printReport(results, [{ latency, pages: 300 }], 'start');
  const table = printed.join('\n');
  const row = (label: string) => table.split('\n').find((line) => line.startsWith(`| ${label}`)) ?? '';
  assert.match(
    row('Full build time, cold'),
    /\| 3\.00 s ✓ \| 40\.00 s ✗ \| 130\.00 s \| 300: ≤ 3\.3 s; 3000: ≤ 35 s \|/,
  );
  assert.match(row('Full build time, warm'), /0\.65 s ✗ \| 1\.90 s ✓ .*\| 300: ≤ 0\.6 s; 3000: ≤ 2 s \|/);
  assert.match(row('Rebuild after editing 5 pages'), /0\.70 s ✓ \| 2\.60 s ✗ .*\| 300: ≤ 0\.7 s; 3000: ≤ 2\.5 s \|/);
  assert.match(row('Average cores busy'), /\| 1\.50 \| 1\.70 ✓ \| 1\.54 \| 3000: ≥ 1\.6 \|/);
  assert.match(row('Average cores busy'), /CPU time of the whole process tree ÷ wall time/);
  assert.match(row('Cold build time ÷ the 3000-page'), /\| — \| — \| ×3\.25 ✓ \| 10000: ≤ 3\.4 \|/);
  assert.match(row('Peak memory, whole process tree'), /900 MB \| 900 MB \| 900 MB ✓ \| 10000: ≤ 1 GB \|/);
  assert.match(row('Edit → reload event (300 pages'), /median 190 ms, max 250 ms ✓ .*\| ≤ 200 ms \|/);
  assert.match(row('Edit → a search started then finds the edited page'), /median 900 ms, max 1200 ms ✓ .*\| ≤ 1 s \|/);
  assert.match(row("that search's own time"), /median 320 ms, max 400 ms/);
});
