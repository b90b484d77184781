/**
 * The digest of a frozen version's own files (names and contents), which its unit key is made
 * of. Reading every file of every version on every build was most of what a kept version cost,
 * so the digest is kept with each file's size and modification time
 * (`.docsgen/cache/versions/<name>.files.entry`): while no file changed, was added or removed,
 * the kept digest serves; otherwise the files are read and hashed again. Contents, not times,
 * make the digest: a fresh checkout of the same files hashes once and finds its kept versions.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { siteFiles } from '../content/symlinks.ts';
import { readJsonEntry, writeEntry } from '../cache/verified.ts';

interface KeptDigest {
  stamps: Record<string, string>;
  digest: string;
}

export async function versionFilesDigest(root: string, name: string): Promise<string> {
  const files = await versionFiles(root, name);
  const stamps = Object.fromEntries(
    await Promise.all(files.map(async (file) => [file, await stampOf(join(root, file))] as const)),
  );
  const keptFile = join(root, '.docsgen/cache/versions', `${name}.files.entry`);
  const kept = await readJsonEntry<KeptDigest>(
    { label: 'frozen versions', dir: join(root, '.docsgen/cache/versions') },
    keptFile,
    name,
  );
  if (kept && sameStamps(kept.stamps, stamps)) return kept.digest;
  const hash = createHash('sha1');
  const contents = await Promise.all(files.map((file) => readFile(join(root, file))));
  files.forEach((file, i) => hash.update(file).update('\0').update(contents[i]).update('\0'));
  const digest = hash.digest('hex');
  await writeEntry(keptFile, name, JSON.stringify({ stamps, digest } satisfies KeptDigest));
  return digest;
}

/** The version's files (its docs and sidebars, and its static files), relative to the root, sorted. */
async function versionFiles(root: string, name: string): Promise<string[]> {
  const files: string[] = [];
  for (const dir of [`content/versions/${name}`, `content/static/versions/${name}`])
    files.push(...(await siteFiles(root, join(root, dir))).files.map((file) => `${dir}/${file}`));
  return files.sort();
}

async function stampOf(file: string): Promise<string> {
  const info = await stat(file);
  return `${info.size}:${info.mtimeMs}`;
}

function sameStamps(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}
