#!/usr/bin/env node
// The only code that touches the process: arguments, streams, signals and the exit code.
import { loadCli } from './cli-bundle.js';

// React's production build: the development build validates every element and is several times slower.
process.env.NODE_ENV ??= 'production';
const { main } = await loadCli();

const untilInterrupted = new Promise((resolve) => {
  process.once('SIGINT', resolve);
  process.once('SIGTERM', resolve);
});

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  terminal: Boolean(process.stderr.isTTY),
  untilInterrupted,
});
// Servers and watchers are closed by now; exit even if a library left a handle open.
process.exit();
