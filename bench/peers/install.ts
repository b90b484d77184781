/**
 * The peers of the side-by-side bench, installed from npm into a folder outside the repository
 * (`<tmp>/docsgen-peers/<peer>`) at their latest versions, and reused while those stay the same.
 * A peer whose latest release needs a newer Node than this one gets that Node from npm's `node`
 * package, in the same folder.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import semver from 'semver';

const run = promisify(execFile);

export const PEERS_ROOT = join(tmpdir(), 'docsgen-peers');
const MARKER = '.docsgen-peer-installed.json';

export interface PeerPackages {
  /** Folder name below PEERS_ROOT. */
  name: string;
  /** The package whose `engines.node` decides the Node to run it with. */
  main: string;
  /** Installed at their latest versions. */
  packages: string[];
}

export interface PeerInstall {
  dir: string;
  versions: Record<string, string>;
  /** The Node binary to run the peer with. */
  node: string;
  /** Said in the output: where the Node came from, whether the install was reused. */
  notes: string[];
}

export type InstallOutcome = { install: PeerInstall } | { failed: string };

interface Manifest {
  name: string;
  private: true;
  dependencies: Record<string, string>;
}

/**
 * Installs (or reuses) one peer; never throws: a failure is the reason, said in the output.
 * When the registry cannot be asked for the latest versions, a finished earlier install is used
 * as it is, and the output says so.
 */
export async function installPeer(peer: PeerPackages, log: (message: string) => void): Promise<InstallOutcome> {
  const dir = join(PEERS_ROOT, peer.name);
  try {
    const installed = await readFile(join(dir, MARKER), 'utf8').catch(() => undefined);
    const { manifest, notes } = await latestManifest(peer).catch((error: Error) => {
      if (!installed) throw error;
      return {
        manifest: JSON.parse(installed) as Manifest,
        notes: [`could not look up the latest versions (${error.message}), so the earlier install is used as it is`],
      };
    });
    if (installed === JSON.stringify(manifest)) {
      notes.push(`reused the install in ${dir}`);
    } else {
      log(
        `installing ${Object.entries(manifest.dependencies)
          .map(([name, version]) => `${name}@${version}`)
          .join(' ')} into ${dir}`,
      );
      await freshInstall(dir, manifest);
    }
    const node = manifest.dependencies.node ? join(dir, 'node_modules/node/bin/node') : process.execPath;
    await run(node, ['--version'], { timeout: 30_000 }).catch((error: Error) => {
      throw new Error(`the Node binary ${node} does not run: ${error.message}`);
    });
    return { install: { dir, versions: manifest.dependencies, node, notes } };
  } catch (error) {
    return { failed: (error as Error).message.split('\n').slice(0, 6).join(' ') };
  }
}

/** The latest versions, and npm's `node` package when the main one needs a newer Node than this. */
async function latestManifest(peer: PeerPackages): Promise<{ manifest: Manifest; notes: string[] }> {
  const latest = await latestVersions(peer.packages);
  const nodeRange = await enginesNode(peer.main, latest[peer.main]);
  const needsNode =
    nodeRange && !semver.satisfies(process.version, nodeRange) ? nodeFor(await publishedNodes(), nodeRange) : undefined;
  const notes = needsNode
    ? [
        `${peer.main} ${latest[peer.main]} needs Node ${nodeRange}; this is Node ${process.version}, so it runs with Node ${needsNode} from npm's \`node\` package`,
      ]
    : [];
  // No `type` field: Docusaurus evaluates its server bundle as CommonJS, which `"type": "module"` breaks.
  const manifest: Manifest = {
    name: `docsgen-peer-${peer.name}`,
    private: true,
    dependencies: { ...latest, ...(needsNode ? { node: needsNode } : {}) },
  };
  return { manifest, notes };
}

async function latestVersions(packages: string[]): Promise<Record<string, string>> {
  const versions: Record<string, string> = {};
  for (const name of packages) versions[name] = (await npm(['view', `${name}@latest`, 'version'])).trim();
  return versions;
}

async function enginesNode(name: string, version: string): Promise<string | undefined> {
  const text = (await npm(['view', `${name}@${version}`, 'engines.node'])).trim();
  return text === '' ? undefined : text;
}

async function publishedNodes(): Promise<string[]> {
  return JSON.parse(await npm(['view', 'node', 'versions', '--json'])) as string[];
}

/**
 * Which release of npm's `node` package (it carries the official binary) runs a peer needing
 * `range`: the newest release of the oldest major line the range allows, the Node nearest to the
 * one docsgen runs on.
 */
export function nodeFor(published: string[], range: string): string {
  const allowed = published.filter((version) => semver.satisfies(version, range));
  const oldest = semver.minSatisfying(allowed, range);
  if (!oldest) throw new Error(`npm's node package has no release in ${range}`);
  return semver.maxSatisfying(allowed, `^${semver.major(oldest)}`)!;
}

async function freshInstall(dir: string, manifest: Manifest): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await npm(['install', '--no-audit', '--no-fund', '--loglevel=error'], dir, 900_000);
  // Written last: a broken or interrupted install is never taken for a finished one.
  await writeFile(join(dir, MARKER), JSON.stringify(manifest));
}

async function npm(args: string[], cwd = PEERS_ROOT, timeout = 120_000): Promise<string> {
  await mkdir(cwd, { recursive: true });
  try {
    const { stdout } = await run('npm', args, { cwd, timeout, maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { stderr, message } = error as { stderr?: string; message: string };
    throw new Error(`npm ${args.join(' ')} failed: ${npmReason(stderr || message)}`);
  }
}

/** npm's error code and message, without its stack trace, log path and proxy advice. */
function npmReason(stderr: string): string {
  const lines = stderr.split('\n').map((line) => line.replace(/^npm (error|ERR!) ?/, ''));
  const meaningful = lines.filter(
    (line) =>
      line.trim() !== '' &&
      !/^\s/.test(line) &&
      !/^(syscall|errno|}|A complete log|If you are behind|npm warn)/.test(line),
  );
  return meaningful.slice(0, 3).join('; ') || stderr.trim().slice(-300);
}
