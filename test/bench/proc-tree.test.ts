/**
 * The bench's reading of /proc: one process's stat line, the tree of a build (its descendants and
 * the helpers of its process group whose parent is gone) and the CPU time summed over samples.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseStat, processTree, TreeSampler, type ProcStat } from '../../bench/proc-tree.ts';

/** A stat line as Linux writes it: 52 fields, the name in parentheses. */
function statLine(pid: number, name: string, fields: Record<number, number>): string {
  const values = Array.from({ length: 50 }, (_, i) => String(fields[i + 3] ?? 0));
  values[0] = 'S';
  return `${pid} (${name}) ${values.join(' ')}`;
}

test('a stat line gives the parent, the group, the resident memory and user + system time', () => {
  // Field 4 ppid, 5 pgrp, 14 utime, 15 stime, 16-17 children's times (not counted), 24 rss in pages.
  const line = statLine(42, 'node (worker) x', { 4: 7, 5: 40, 14: 250, 15: 30, 16: 999, 17: 999, 24: 1000 });
  assert.deepEqual(parseStat(42, line), { pid: 42, ppid: 7, pgrp: 40, rssBytes: 4_096_000, cpuTicks: 280 });
});

const proc = (pid: number, ppid: number, pgrp: number, cpuTicks = 0, rssBytes = 0): ProcStat => ({
  pid,
  ppid,
  pgrp,
  cpuTicks,
  rssBytes,
});

test("the tree is the root, its descendants and its group's orphans, nothing else", () => {
  const table = [
    proc(1, 0, 1),
    proc(10, 1, 10), // the build, its own group
    proc(11, 10, 10), // node
    proc(12, 11, 12), // a helper that made a group of its own: still a descendant
    proc(13, 1, 10), // a helper whose parent exited: reparented to init, still in the group
    proc(20, 1, 20), // another process on the machine
    proc(21, 20, 20),
  ];
  assert.deepEqual(
    processTree(10, table)
      .map((p) => p.pid)
      .sort((a, b) => a - b),
    [10, 11, 12, 13],
  );
  assert.deepEqual(processTree(99, table), []);
});

test("the sampler keeps the peak of the tree's memory and each process's last CPU time", () => {
  const sampler = new TreeSampler(10);
  sampler.sample([proc(10, 1, 10, 1, 100), proc(11, 10, 10, 50, 300), proc(20, 1, 20, 900, 5000)]);
  // The helper 12 appears, 11 works on; then 12 has exited and only the root is left.
  sampler.sample([proc(10, 1, 10, 2, 100), proc(11, 10, 10, 120, 200), proc(12, 11, 10, 80, 400)]);
  sampler.sample([proc(10, 1, 10, 2, 100)]);
  assert.equal(sampler.peakRssBytes, 700);
  assert.equal(sampler.cpuSeconds(), 2.02); // (2 + 120 + 80) ticks at 100 a second
});
