import { startDevServer } from '../serve/dev-server.ts';
import { createLogger } from '../log.ts';
import type { Io } from './io.ts';

export interface ServeCommandOptions {
  root: string;
  port: number;
  host: string;
  watch: boolean;
  allowedHosts?: string[];
}

export async function runServe(options: ServeCommandOptions, io: Io, verbose: boolean): Promise<number> {
  const server = await startDevServer({ ...options, log: createLogger(io.stderr, verbose, io.terminal) });
  await new Promise((stopped) =>
    io.interrupted.aborted ? stopped(undefined) : io.interrupted.addEventListener('abort', stopped, { once: true }),
  );
  await server.close();
  return 0;
}
