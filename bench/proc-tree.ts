/**
 * A process tree read from /proc: the resident memory of the whole tree and the CPU time of every
 * process in it. The bench samples it while a build runs, because the build starts helpers (worker
 * threads, the Pagefind binary, esbuild) whose memory and CPU time count as much as its own.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** One process as /proc/<pid>/stat gives it. */
export interface ProcStat {
  pid: number;
  ppid: number;
  /** Process group: the bench starts each build as a group of its own, which orphaned helpers keep. */
  pgrp: number;
  rssBytes: number;
  /** User + system time of all the process's threads, the exited ones included, in clock ticks. */
  cpuTicks: number;
}

const PAGE_SIZE = 4096;
/** /proc reports times in USER_HZ, 100 a second on the architectures Node runs on. */
export const TICKS_PER_SECOND = 100;

/** Parses `/proc/<pid>/stat`; the command name is in parentheses and may contain spaces. */
export function parseStat(pid: number, text: string): ProcStat {
  // Fields after the name start with the 3rd (state): field n is at index n - 3.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    pid,
    ppid: Number(fields[1]),
    pgrp: Number(fields[2]),
    rssBytes: Number(fields[21]) * PAGE_SIZE,
    cpuTicks: Number(fields[11]) + Number(fields[12]),
  };
}

/**
 * `root`, its descendants and the rest of its process group (a helper whose parent exited is no
 * one's descendant any more, but stays in the group), from a table of every process.
 */
export function processTree(root: number, table: ProcStat[]): ProcStat[] {
  const children = new Map<number, ProcStat[]>();
  for (const proc of table) children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc]);
  const tree = new Set(table.filter((proc) => proc.pid === root || proc.pgrp === root));
  for (const proc of tree) for (const child of children.get(proc.pid) ?? []) tree.add(child);
  return [...tree];
}

export function readProcTable(): ProcStat[] {
  let names: string[];
  try {
    names = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const table: ProcStat[] = [];
  for (const name of names) {
    try {
      table.push(parseStat(Number(name), readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // The process exited while we were reading.
    }
  }
  return table;
}

/**
 * Samples a tree over its life: the highest sum of resident memory, and each process's CPU time
 * as last seen. A process's CPU time only grows, so the sum of the last values counts every
 * process that lived through at least one sample, including helpers nobody waited for, less what
 * each did after its last sample.
 */
export class TreeSampler {
  peakRssBytes = 0;
  private readonly lastTicks = new Map<number, number>();

  constructor(private readonly root: number) {}

  sample(table: ProcStat[] = readProcTable()): void {
    const tree = processTree(this.root, table);
    this.peakRssBytes = Math.max(
      this.peakRssBytes,
      tree.reduce((total, proc) => total + proc.rssBytes, 0),
    );
    for (const proc of tree) this.lastTicks.set(proc.pid, Math.max(this.lastTicks.get(proc.pid) ?? 0, proc.cpuTicks));
  }

  cpuSeconds(): number {
    let ticks = 0;
    for (const value of this.lastTicks.values()) ticks += value;
    return ticks / TICKS_PER_SECOND;
  }
}
