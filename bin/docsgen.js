#!/usr/bin/env node
// The only code that touches the process: arguments, streams, signals and the exit code.
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadCli } from './cli-bundle.js';

// --verbose prints stack traces: through the bundles' source maps they name the files of src/. On
// before the CLI's bundle loads (a module's map is read as it loads), and only then: reading maps costs time.
if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);

// React's production build: the development build validates every element and is several times slower.
process.env.NODE_ENV ??= 'production';
const { main, Interrupted } = await loadCli();

// A full garbage collection that the build runs between its big steps (src/node/build.ts says why).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');

// Ctrl+C (or SIGTERM) asks the command to stop: serve closes, a build removes its staging folder
// and leaves the output as it was. A second one stops the process at once.
const interrupt = new AbortController();
const onSignal = () => (interrupt.signal.aborted ? process.exit(130) : interrupt.abort(new Interrupted()));
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  cwd: process.cwd(),
  terminal: Boolean(process.stderr.isTTY),
  interrupted: interrupt.signal,
  collectGarbage,
});
// Servers and watchers are closed by now; exit even if a library left a handle open.
process.exit();
