/**
 * Runs a command in a child process with a hard timeout and measures its peak memory and CPU time
 * two ways: GNU time's figures (or a wrapper's resourceUsage when /usr/bin/time is missing) and
 * the whole process tree sampled from /proc (bench/proc-tree.ts), because the build may start
 * helpers (the Pagefind binary, esbuild) whose memory and CPU time also count.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TreeSampler } from './proc-tree.ts';

export interface ChildResult {
  code: number | null;
  timedOut: boolean;
  ms: number;
  stderr: string;
  /** Largest resident set of one process of the tree, MB. */
  maxRssMb?: number;
  /** Largest sampled sum of resident sets over the process tree, MB. */
  peakTreeMb?: number;
  /**
   * CPU time (user + system) of the command and every process it waited for (GNU time's figures:
   * worker threads, the Pagefind binary, esbuild), seconds; without /usr/bin/time, the build
   * process's own only.
   */
  cpuSeconds?: number;
  /**
   * CPU time (user + system) of every process of the tree, each as last sampled from /proc: also
   * counts helpers the build left running or never waited for, less what each did after its last
   * sample. Seconds.
   */
  sampledCpuSeconds?: number;
}

const GNU_TIME = '/usr/bin/time';
const WRAPPER = new URL('./maxrss-wrapper.ts', import.meta.url).pathname;

export interface RunOptions {
  cwd: string;
  timeoutMs: number;
  /** The Node binary (default: this one); the peer bench runs a peer with the Node it needs. */
  node?: string;
  /** Added to this process's environment. */
  env?: Record<string, string>;
}

/** `node <script> ...args` (as `npx docsgen` runs it), measured; the whole process group dies at the timeout. */
export async function runNode(script: string, args: string[], options: RunOptions): Promise<ChildResult> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-bench-'));
  const report = join(dir, 'rss.txt');
  const node = options.node ?? process.execPath;
  // tsx by its resolved address: the child's working folder may have no tsx to resolve.
  const [command, commandArgs] = existsSync(GNU_TIME)
    ? [GNU_TIME, ['-v', '-o', report, node, script, ...args]]
    : [node, ['--import', import.meta.resolve('tsx'), WRAPPER, report, script, ...args]];
  try {
    const result = await run(command, commandArgs, options);
    return { ...result, ...timeReport(await readFile(report, 'utf8').catch(() => '')) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], options: RunOptions): Promise<ChildResult> {
  return new Promise((done) => {
    const start = performance.now();
    // Its own process group, so that a timeout can end the build and every helper it started.
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    trackGroup(child.pid!);
    let stderr = '';
    let timedOut = false;
    const tree = new TreeSampler(child.pid!);
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-200_000)));
    const sampler = setInterval(() => tree.sample(), 50);
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid!);
    }, options.timeoutMs);
    child.on('close', (code) => {
      clearInterval(sampler);
      tree.sample(); // helpers the build left running, before they are killed
      killGroup(child.pid!);
      clearTimeout(timer);
      const ms = performance.now() - start;
      done({
        code,
        timedOut,
        ms,
        stderr,
        peakTreeMb: tree.peakRssBytes / 1024 / 1024,
        sampledCpuSeconds: tree.cpuSeconds(),
      });
    });
  });
}

/**
 * Children run in their own process groups, so Ctrl+C on the bench does not reach them: the
 * bench kills every group still alive when it is interrupted.
 */
const liveGroups = new Set<number>();
let handlersInstalled = false;

export function trackGroup(pid: number): void {
  if (!handlersInstalled) {
    handlersInstalled = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        for (const group of liveGroups) killGroup(group);
        process.exit(130);
      });
    }
  }
  liveGroups.add(pid);
}

export function killGroup(pid: number, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (signal === 'SIGKILL') liveGroups.delete(pid);
  try {
    process.kill(-pid, signal);
  } catch {
    // The group has already exited.
  }
}

/** Peak memory and CPU time from GNU time's `-v` report, or from bench/maxrss-wrapper.ts's. */
export function timeReport(text: string): Pick<ChildResult, 'maxRssMb' | 'cpuSeconds'> {
  const kb = /Maximum resident set size \(kbytes\): (\d+)/.exec(text)?.[1] ?? /^maxRSS (\d+)$/m.exec(text)?.[1];
  const user = /User time \(seconds\): ([\d.]+)/.exec(text)?.[1];
  const system = /System time \(seconds\): ([\d.]+)/.exec(text)?.[1];
  const cpu = user && system ? Number(user) + Number(system) : /^cpu ([\d.]+)$/m.exec(text)?.[1];
  return {
    maxRssMb: kb ? Number(kb) / 1024 : undefined,
    cpuSeconds: cpu === undefined ? undefined : Number(cpu),
  };
}
