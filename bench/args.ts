/** The bench's command line: `--pages 300,3000`, `--keep`, `--peers`, `--peer starlight`, `--rounds 3`, `--cache-gain [--site dir]`. */

export interface BenchArgs {
  sizes: number[];
  keep: boolean;
  peers: boolean;
  /** `--peer`: the peers to build beside docsgen (default: all). */
  only?: string[];
  rounds?: number;
  /** `--cache-gain`: what each cache kind saves a warm build (bench/cache-gain.ts), instead of the rest. */
  cacheGain: boolean;
  /** `--site <dir>`: the site `--cache-gain` measures (default: the DataHub site). */
  site?: string;
  /** `--fresh-output`: `--cache-gain` builds into an empty output folder each time (CI without the last output). */
  freshOutput: boolean;
}

/** The peers `--peer` may name, as their labels start. */
export const PEER_NAMES = ['starlight', 'docusaurus'];

export function parseBenchArgs(args: string[]): BenchArgs {
  const pages = valueOf(args, '--pages');
  const sizes = pages ? pages.split(',').map((size) => wholeNumber('--pages', size)) : [300, 3000];
  const rounds = valueOf(args, '--rounds');
  const only = valueOf(args, '--peer')
    ?.split(',')
    .map((name) => name.trim().toLowerCase());
  for (const name of only ?? [])
    if (!PEER_NAMES.includes(name)) throw new Error(`--peer takes ${PEER_NAMES.join(' or ')}, got ${name}`);
  return {
    sizes,
    keep: args.includes('--keep'),
    peers: args.includes('--peers') || only !== undefined,
    only,
    rounds: rounds === undefined ? undefined : wholeNumber('--rounds', rounds),
    cacheGain: args.includes('--cache-gain'),
    site: valueOf(args, '--site'),
    freshOutput: args.includes('--fresh-output'),
  };
}

function valueOf(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  if (index < 0) return undefined;
  if (args[index + 1] === undefined) throw new Error(`${flag} needs a value`);
  return args[index + 1];
}

function wholeNumber(flag: string, text: string): number {
  const value = Number(text);
  if (!(Number.isInteger(value) && value > 0)) throw new Error(`${flag} needs positive whole numbers, got ${text}`);
  return value;
}
