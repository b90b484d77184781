#!/usr/bin/env node
// The only code that touches the process: arguments, streams, signals and the exit code.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadCli } from './cli-bundle.js';

// React's production build: the development build validates every element and is several times slower.
process.env.NODE_ENV ??= 'production';
const { main } = await loadCli();

// A full garbage collection that the build runs between its big steps (src/build.ts says why).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

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
  collectGarbage,
});
// Servers and watchers are closed by now; exit even if a library left a handle open.
process.exit();
