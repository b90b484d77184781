/**
 * The side-by-side bench's output: for each figure a Markdown table with a row per round and a
 * median row, each peer's column followed by the ratio docsgen/peer (and, in brackets, how many
 * times docsgen's figure the peer's is: the "×" of the issue's targets), then the targets.
 */
import type { ChildResult } from '../child.ts';
import { machineLine, median } from '../report.ts';
import { succeeded, type Measured, type PeerBenchResult } from './side-by-side.ts';

interface Figure {
  title: string;
  value(measured: Measured): number | undefined;
  format(value: number): string;
  /** docsgen's target for this corpus size, and the least peer ÷ docsgen ratio against Starlight. */
  target?: Record<number, { max: number; starlightTimes?: number }>;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (mb: number) => `${mb.toFixed(0)} MB`;
const ok = (result: ChildResult | undefined) => (succeeded(result) ? result : undefined);

// The targets of issue 34, for this machine.
const FIGURES: Figure[] = [
  {
    title: 'Cold build (caches removed), wall time',
    value: (m) => ok(m.cold)?.ms,
    format: seconds,
    target: { 300: { max: 3300, starlightTimes: 2.5 }, 3000: { max: 35_000, starlightTimes: 5 } },
  },
  {
    title: 'Cold build, peak memory of the whole process tree',
    value: (m) => ok(m.cold)?.peakTreeMb,
    format: megabytes,
    target: { 10000: { max: 1024 } },
  },
  {
    title: 'Warm build (nothing changed, caches kept), wall time',
    value: (m) => ok(m.warm)?.ms,
    format: seconds,
    target: { 300: { max: 600 }, 3000: { max: 2000 } },
  },
  {
    title: 'Warm build, peak memory of the whole process tree',
    value: (m) => ok(m.warm)?.peakTreeMb,
    format: megabytes,
  },
];

export function printPeerReport(result: PeerBenchResult): void {
  const lines = [
    `Started:  ${result.startedOn}`,
    `Finished: ${machineLine()}`,
    `Corpus: ${result.pages} Markdown pages, ${result.rounds.length} interleaved round${result.rounds.length === 1 ? '' : 's'}.`,
    '',
  ];
  result.contestants.forEach((c, i) => {
    const output = result.outputs[i];
    lines.push(
      `- ${c.label}: ${c.about}${output ? `; wrote ${output.htmlFiles} HTML files, ${output.files} files, ${(output.bytes / 1024 / 1024).toFixed(1)} MB` : ''}`,
    );
  });
  for (const reason of result.skipped) lines.push(`- ${reason}`);
  lines.push(
    '',
    'Ratio columns: docsgen ÷ peer (below 1: docsgen is faster or smaller); in brackets the peer ÷ docsgen, the "×" of the targets.',
  );
  for (const figure of FIGURES)
    lines.push('', `### ${figure.title}`, '', ...figureTable(figure, result), ...targetLines(figure, result));
  lines.push(...failures(result));
  console.log(lines.join('\n'));
}

function figureTable(figure: Figure, result: PeerBenchResult): string[] {
  const peers = result.contestants.slice(1);
  const header = ['Round', 'docsgen', ...peers.flatMap((p) => [p.label, `docsgen/${p.label}`])];
  const rows = result.rounds.map((round, r) => {
    const own = figure.value(round[0]);
    const cells = peers.flatMap((_, p) => {
      const peer = figure.value(round[p + 1]);
      return [cell(figure, peer, round[p + 1]), own !== undefined && peer !== undefined ? ratioText(own / peer) : '—'];
    });
    return [String(r + 1), cell(figure, own, round[0]), ...cells];
  });
  const medianRow = [
    'Median',
    medianCell(figure, result, 0),
    ...peers.flatMap((_, p) => [medianCell(figure, result, p + 1), medianRatioText(figure, result, p + 1)]),
  ];
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`,
    ...[...rows, medianRow].map((row) => `| ${row.join(' | ')} |`),
  ];
}

function cell(figure: Figure, value: number | undefined, measured: Measured): string {
  if (value !== undefined) return figure.format(value);
  if (!succeeded(measured.cold)) return measured.cold.timedOut ? 'timed out' : `failed (exit ${measured.cold.code})`;
  return '—';
}

const ratioText = (ratio: number) => `${ratio.toFixed(2)} (×${(1 / ratio).toFixed(2)})`;

function valuesOf(figure: Figure, result: PeerBenchResult, index: number): number[] {
  return result.rounds.map((round) => figure.value(round[index])).filter((v): v is number => v !== undefined);
}

function medianCell(figure: Figure, result: PeerBenchResult, index: number): string {
  const values = valuesOf(figure, result, index);
  return values.length > 0 ? `**${figure.format(median(values))}**` : '—';
}

/** The median of the per-round ratios: each pairs two builds made minutes apart, under the same load. */
function medianRatio(figure: Figure, result: PeerBenchResult, index: number): number | undefined {
  const ratios = result.rounds
    .map((round) => [figure.value(round[0]), figure.value(round[index])])
    .filter((pair): pair is [number, number] => pair.every((v) => v !== undefined))
    .map(([own, peer]) => own / peer);
  return ratios.length > 0 ? median(ratios) : undefined;
}

/** The median ratio; against Starlight, with issue 34's target beside it where the figure has one. */
function medianRatioText(figure: Figure, result: PeerBenchResult, index: number): string {
  const ratio = medianRatio(figure, result, index);
  if (ratio === undefined) return '—';
  const times =
    result.contestants[index].label === 'Starlight' ? targetOf(figure, result.pages)?.starlightTimes : undefined;
  return `**${ratioText(ratio)}**${times ? ` ${timesCheck(ratio, times)}, target ×${times}` : ''}`;
}

/** Whether the peer takes at least `times` docsgen's figure, given docsgen ÷ peer. */
const timesCheck = (ratio: number, times: number) => (1 / ratio >= times ? '✓' : '✗');

const targetOf = (figure: Figure, pages: number) => figure.target?.[pages] ?? figure.target?.[nearestSize(pages)];

function targetLines(figure: Figure, result: PeerBenchResult): string[] {
  const target = targetOf(figure, result.pages);
  if (!target) return [];
  const own = valuesOf(figure, result, 0);
  const lines = [
    '',
    `Target (issue 34, ${result.pages} pages): docsgen ≤ ${figure.format(target.max)}: ${own.length > 0 ? `${figure.format(median(own))} ${median(own) <= target.max ? '✓' : '✗'}` : 'not measured ✗'}`,
  ];
  if (target.starlightTimes) {
    const index = result.contestants.findIndex((c) => c.label === 'Starlight');
    const ratio = index > 0 ? medianRatio(figure, result, index) : undefined;
    lines.push(
      `Target: Starlight ÷ docsgen ≥ ×${target.starlightTimes}: ${ratio === undefined ? 'Starlight not measured' : `×${(1 / ratio).toFixed(2)} ${timesCheck(ratio, target.starlightTimes)}`}`,
    );
  }
  return lines;
}

/** The issue's targets are for 300, 3000 and 10 000 pages; the corpus may write a few pages more. */
function nearestSize(pages: number): number {
  return [300, 3000, 10_000].find((size) => pages >= size && pages < size * 1.1) ?? pages;
}

function failures(result: PeerBenchResult): string[] {
  const out: string[] = [];
  result.rounds.forEach((round, r) =>
    round.forEach((measured, c) => {
      for (const [kind, run] of [
        ['cold', measured.cold],
        ['warm', measured.warm],
      ] as const) {
        if (run && !succeeded(run))
          out.push(
            '',
            `${result.contestants[c].label}, round ${r + 1}, ${kind} build ${run.timedOut ? 'timed out' : `exited with ${run.code}`}:`,
            ...run.stderr
              .trim()
              .split('\n')
              .slice(-15)
              .map((l) => `  ${l}`),
          );
      }
    }),
  );
  return out;
}
