/**
 * The side-by-side bench without building anything: which peers `--peer` selects, and the report's
 * tables with issue 34's targets (docsgen's own, and Starlight ÷ docsgen beside the cold ratio).
 */
import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildResult } from '../../bench/child.ts';
import { printPeerReport } from '../../bench/peers/report.ts';
import { chosenPeers, type Contestant, type PeerBenchResult } from '../../bench/peers/side-by-side.ts';

test('--peer builds only the peers it names; without it, every peer', () => {
  const labels = (only?: string[]) => chosenPeers(only).map((peer) => peer.label);
  assert.deepEqual(labels(), ['Starlight', 'Docusaurus Faster']);
  assert.deepEqual(labels(['starlight']), ['Starlight']);
  assert.deepEqual(labels(['docusaurus']), ['Docusaurus Faster']);
  assert.deepEqual(labels(['docusaurus', 'starlight']), ['Starlight', 'Docusaurus Faster']);
});

const build = (ms: number, peakTreeMb = 400): ChildResult => ({ code: 0, timedOut: false, ms, stderr: '', peakTreeMb });
const contestant = (label: string): Contestant => ({
  label,
  about: `${label} 1.0`,
  script: '',
  args: [],
  cwd: '',
  caches: [],
  outDir: '',
});

function printed(t: TestContext, result: PeerBenchResult): string {
  const lines: string[] = [];
  t.mock.method(console, 'log', (text: string) => lines.push(text));
  printPeerReport(result);
  return lines.join('\n');
}

/** The median row of the table under a figure's heading. */
function medianRow(report: string, heading: string): string {
  const section = report.slice(report.indexOf(`### ${heading}`));
  return section.split('\n').find((line) => line.startsWith('| Median')) ?? '';
}

test('at 3000 pages with Starlight only, the cold ratio carries its ×5 target and docsgen its 35 s', (t) => {
  const result: PeerBenchResult = {
    pages: 3034, // the corpus writes a few pages more than asked
    contestants: [contestant('docsgen'), contestant('Starlight')],
    rounds: [
      [
        { cold: build(60_000), warm: build(8000) },
        { cold: build(420_000), warm: build(200_000) },
      ],
    ],
    outputs: [undefined, undefined],
    skipped: [],
    startedOn: 'start',
  };
  const report = printed(t, result);
  assert.match(medianRow(report, 'Cold build (caches removed)'), /\*\*0\.14 \(×7\.00\)\*\* ✓, target ×5 \|$/);
  assert.match(report, /Target \(issue 34, 3034 pages\): docsgen ≤ 35\.00 s: 60\.00 s ✗/);
  assert.match(report, /Target: Starlight ÷ docsgen ≥ ×5: ×7\.00 ✓/);
  // The warm figure has docsgen's target but no ratio target; memory has none at this size.
  assert.match(report, /docsgen ≤ 2\.00 s: 8\.00 s ✗/);
  assert.doesNotMatch(medianRow(report, 'Warm build (nothing changed'), /target/);
  assert.doesNotMatch(report, /Docusaurus/);
});

test('at 300 pages a Starlight ratio under ×2.5 is marked missed, and Docusaurus gets no ratio target', (t) => {
  const result: PeerBenchResult = {
    pages: 300,
    contestants: [contestant('docsgen'), contestant('Starlight'), contestant('Docusaurus Faster')],
    rounds: [3000, 3400, 3200].map((own) => [
      { cold: build(own), warm: build(500) },
      { cold: build(own * 2), warm: build(9000) },
      { cold: build(own * 3), warm: build(9000) },
    ]),
    outputs: [undefined, undefined, undefined],
    skipped: [],
    startedOn: 'start',
  };
  const report = printed(t, result);
  const cold = medianRow(report, 'Cold build (caches removed)');
  assert.match(
    cold,
    /\| \*\*3\.20 s\*\* \| \*\*6\.40 s\*\* \| \*\*0\.50 \(×2\.00\)\*\* ✗, target ×2\.5 \| \*\*9\.60 s\*\* \| \*\*0\.33 \(×3\.00\)\*\* \|$/,
  );
  assert.match(report, /docsgen ≤ 3\.30 s: 3\.20 s ✓/);
  assert.match(report, /Target: Starlight ÷ docsgen ≥ ×2\.5: ×2\.00 ✗/);
});
