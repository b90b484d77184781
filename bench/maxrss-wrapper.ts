/**
 * Used only where /usr/bin/time is missing: runs a script in this process and writes its peak
 * resident memory (process.resourceUsage().maxRSS, kB) and its CPU time (seconds: this process's
 * threads, not the processes it starts) to a file when the process exits.
 *
 *   node --import tsx bench/maxrss-wrapper.ts <report-file> <script> [args...]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [report, script, ...args] = process.argv.slice(2);
// The script reads its arguments from process.argv as if it had been started directly.
process.argv = [process.argv[0], resolve(script), ...args];
process.on('exit', () => {
  const usage = process.resourceUsage();
  writeFileSync(report, `maxRSS ${usage.maxRSS}\ncpu ${(usage.userCPUTime + usage.systemCPUTime) / 1e6}\n`);
});
await import(pathToFileURL(resolve(script)).href);
