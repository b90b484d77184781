/**
 * `npm run bench -- --peers`: the same corpus built by docsgen, Starlight and Docusaurus Faster
 * in interleaved rounds (docsgen, Starlight, Docusaurus, docsgen, ...), so that a change in the
 * machine's load between rounds weighs on every tool alike. Each build runs cold (its caches
 * removed) and then warm (nothing changed), measured as the plain bench measures docsgen.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeCorpus } from '../corpus.ts';
import { runNode, type ChildResult } from '../child.ts';
import { outputSize, type OutputSize } from '../measure.ts';
import { machineLine } from '../report.ts';
import { MAIN_ROOT } from '../site-files.ts';
import { readCorpus, type Corpus } from './corpus.ts';
import { DOCUSAURUS_FASTER } from './docusaurus.ts';
import { installPeer } from './install.ts';
import type { PeerSite } from './peer-site.ts';
import { STARLIGHT } from './starlight.ts';

export interface PeerBenchOptions {
  pages: number;
  rounds: number;
  keep: boolean;
  corpusRoot: string;
  log: (message: string) => void;
  /** Only the peers whose label starts with one of these (lower case); default: every peer. */
  only?: string[];
}

/** One generator as the rounds run it. */
export interface Contestant {
  label: string;
  /** Versions, the Node it runs with, where it was installed. */
  about: string;
  script: string;
  args: string[];
  cwd: string;
  node?: string;
  env?: Record<string, string>;
  /** Absolute paths removed before a cold build. */
  caches: string[];
  outDir: string;
}

export interface Measured {
  cold: ChildResult;
  warm?: ChildResult;
}

export interface PeerBenchResult {
  pages: number;
  contestants: Contestant[];
  /** rounds[r][c]: round r of contestant c. */
  rounds: Measured[][];
  outputs: (OutputSize | undefined)[];
  /** Peers that could not be installed or written, each with the reason. */
  skipped: string[];
  startedOn: string;
}

const PEERS: PeerSite[] = [STARLIGHT, DOCUSAURUS_FASTER];

/** The peers `--peer` names, by the start of their label (`docusaurus`: Docusaurus Faster); all without it. */
export function chosenPeers(only?: string[]): PeerSite[] {
  return PEERS.filter((peer) => !only || only.some((name) => peer.label.toLowerCase().startsWith(name)));
}

export async function benchPeers(options: PeerBenchOptions): Promise<PeerBenchResult> {
  const startedOn = machineLine();
  const corpusDir = join(options.corpusRoot, `peers-${options.pages}`);
  options.log(`writing the ${options.pages}-page corpus to ${corpusDir}`);
  await writeCorpus(corpusDir, options.pages);
  const corpus = await readCorpus(corpusDir);
  const contestants: Contestant[] = [docsgenContestant(corpusDir)];
  const skipped: string[] = [];
  for (const peer of chosenPeers(options.only)) {
    const prepared = await preparePeer(peer, corpus, options.log);
    if (typeof prepared === 'string') {
      skipped.push(`${peer.label} not measured: ${prepared}`);
      options.log(skipped.at(-1)!);
    } else contestants.push(prepared);
  }
  const timeoutMs = options.pages <= 300 ? 600_000 : 3_600_000;
  const rounds: Measured[][] = [];
  for (let round = 1; round <= options.rounds; round++) {
    const measured: Measured[] = [];
    for (const contestant of contestants) {
      options.log(`round ${round}/${options.rounds}: ${contestant.label}, cold and warm`);
      measured.push(await coldAndWarm(contestant, timeoutMs));
    }
    rounds.push(measured);
  }
  const outputs = await Promise.all(contestants.map((c) => outputSize(c.outDir).catch(() => undefined)));
  if (!options.keep) await rm(corpusDir, { recursive: true, force: true });
  return { pages: corpus.pages.length, contestants, rounds, outputs, skipped, startedOn };
}

/** Installs a peer and writes the corpus for it: the contestant, or why it cannot run. */
async function preparePeer(
  peer: PeerSite,
  corpus: Corpus,
  log: (message: string) => void,
): Promise<Contestant | string> {
  const outcome = await installPeer(peer.packages, log);
  if ('failed' in outcome) return `installing failed: ${outcome.failed}`;
  const { install } = outcome;
  const failure = await peer.write(corpus, install.dir).then(
    () => undefined,
    (error: Error) => `converting the corpus failed: ${error.message}`,
  );
  if (failure) return failure;
  const versions = Object.entries(install.versions)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ');
  return {
    label: peer.label,
    about: `${versions}; ${install.notes.join('; ')}`,
    script: peer.script,
    args: peer.args,
    cwd: install.dir,
    node: install.node,
    env: peer.env,
    caches: peer.caches.map((cache) => join(install.dir, cache)),
    outDir: join(install.dir, peer.outDir),
  };
}

function docsgenContestant(corpusDir: string): Contestant {
  const out = join(corpusDir, 'build');
  return {
    label: 'docsgen',
    about: `this checkout, Node ${process.version}`,
    script: 'bin/docsgen.js',
    args: ['build', '--root', corpusDir, '--out', out],
    cwd: MAIN_ROOT,
    caches: [join(corpusDir, '.docsgen'), out],
    outDir: out,
  };
}

async function coldAndWarm(contestant: Contestant, timeoutMs: number): Promise<Measured> {
  await Promise.all(contestant.caches.map((path) => rm(path, { recursive: true, force: true })));
  const run = () =>
    runNode(contestant.script, contestant.args, {
      cwd: contestant.cwd,
      timeoutMs,
      node: contestant.node,
      env: contestant.env,
    });
  const cold = await run();
  // A failed cold build leaves nothing for a warm one to reuse: not measured.
  return succeeded(cold) ? { cold, warm: await run() } : { cold };
}

export const succeeded = (result: ChildResult | undefined): boolean =>
  result !== undefined && result.code === 0 && !result.timedOut;
