/**
 * Every cache entry is read and written through here. An entry starts with one header line
 * naming the key it was made for and the SHA-256 and length of its bytes; it is used only when
 * both match. A cache kept between CI runs can come back damaged (a truncated restore, a full
 * disk, bytes changed outside docsgen): such an entry is removed and counted, the caller makes
 * the thing again, and the build reports each damaged cache once (`takeCacheDamage`). So no
 * build publishes bytes from an entry that did not verify.
 *
 * Folders of many files (a search index, a frozen version's output, the client bundle) keep a
 * manifest entry with each file's digest; their files are verified as they are copied out.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { writeFileMakingFolders, writeFileReplacing, writeFileWhole, writeFolderWhole } from '../util/write-file.ts';
import { mapLimited } from '../util/map-limited.ts';
import { problem, type Problem } from '../errors.ts';
import { markUsed } from './prune.ts';

const MAGIC = 'docsgen-cache-1';
/** The header line is short: a longer first line is not a header. */
const MAX_HEADER = 256;

/** Names the cache in the warning: the folder it lives in (relative to the site, when inside it). */
export interface CacheName {
  /** What the cache holds, for the warning ("rendered pages"). */
  label: string;
  dir: string;
}

const damage = new Map<string, { name: CacheName; count: number }>();

function digest(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function keyDigest(key: string): string {
  return digest(key).slice(0, 32);
}

/** The entry's bytes: the header line, then the content. */
export function encodeEntry(key: string, content: string | Uint8Array): Buffer {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  return Buffer.concat([Buffer.from(`${MAGIC} ${keyDigest(key)} ${digest(body)} ${body.length}\n`), body]);
}

type Decoded = { body: Buffer; sum: string } | { otherKey: true } | { damaged: true };

export function decodeEntry(bytes: Buffer, key: string): Decoded {
  const end = bytes.subarray(0, MAX_HEADER).indexOf(10);
  if (end < 0) return { damaged: true };
  const [magic, forKey, sum, length, ...rest] = bytes.subarray(0, end).toString('latin1').split(' ');
  const body = bytes.subarray(end + 1);
  if (magic !== MAGIC || rest.length > 0 || Number(length) !== body.length || digest(body) !== sum)
    return { damaged: true };
  return forKey === keyDigest(key) ? { body, sum } : { otherKey: true };
}

/** Counts a damaged entry of `name` and removes it, so that the next build does not meet it again. */
export async function discardDamaged(name: CacheName, path: string): Promise<void> {
  const seen = damage.get(name.dir) ?? { name, count: 0 };
  seen.count++;
  damage.set(name.dir, seen);
  await rm(path, { recursive: true, force: true }).catch(() => undefined);
}

/**
 * The content of the entry at `file` made for `key`; undefined when there is none, when it was
 * made for another key (an older entry of the same name), or when it is damaged (then removed and counted).
 */
export async function readEntry(name: CacheName, file: string, key: string): Promise<Buffer | undefined> {
  return (await readVerified(name, file, key))?.body;
}

async function readVerified(
  name: CacheName,
  file: string,
  key: string,
): Promise<{ body: Buffer; sum: string } | undefined> {
  const bytes = readSmallFile(file);
  if (!bytes) return undefined;
  const decoded = decodeEntry(bytes, key);
  if ('body' in decoded) {
    // The pruning rule (prune.ts) keeps what the last two builds used.
    markUsed(file);
    return decoded;
  }
  if ('damaged' in decoded) await discardDamaged(name, file);
  return undefined;
}

/**
 * The file's bytes, or undefined when it cannot be read. Read at once: a warm build reads thousands
 * of entries of a few kilobytes, and each through fs/promises cost 6–9 times the time and CPU
 * (3000 compiled pages' entries: 170–250 ms against 27–43 ms, measured 2026-11-29).
 */
function readSmallFile(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** The SHA-256 of an entry's content, as its header holds it: what the content is known by without reading it. */
export function entryDigest(content: string | Uint8Array): string {
  return digest(content);
}

export async function readTextEntry(name: CacheName, file: string, key: string): Promise<string | undefined> {
  return (await readEntry(name, file, key))?.toString('utf8');
}

/** A JSON entry; one whose checksum holds but whose JSON does not parse is damaged as well. */
export async function readJsonEntry<T>(name: CacheName, file: string, key: string): Promise<T | undefined> {
  return (await readDigestedJsonEntry<T>(name, file, key))?.value;
}

/** A JSON entry with its content's digest (`entryDigest`). */
export async function readDigestedJsonEntry<T>(
  name: CacheName,
  file: string,
  key: string,
): Promise<{ value: T; digest: string } | undefined> {
  const entry = await readVerified(name, file, key);
  if (!entry) return undefined;
  try {
    return { value: JSON.parse(entry.body.toString('utf8')) as T, digest: entry.sum };
  } catch {
    await discardDamaged(name, file);
    return undefined;
  }
}

/** Writes an entry whole (a temporary file renamed); false when it could not be written. */
export function writeEntry(file: string, key: string, content: string | Uint8Array): Promise<boolean> {
  return writeFileWhole(file, encodeEntry(key, content));
}

/** The manifest of a folder entry: each file's digest, by `/`-separated path. */
export interface FolderManifest<T> {
  files: Record<string, string>;
  data: T;
}

const MANIFEST = 'manifest.entry';

/**
 * Fills a folder entry (`fill` writes its files into the folder it receives) and writes its
 * manifest; the whole folder replaces the old one at once.
 */
export function writeFolderEntry<T>(
  dir: string,
  key: string,
  data: T,
  fill: (temp: string) => Promise<void>,
): Promise<boolean> {
  return writeFolderWhole(dir, async (temp) => {
    await mkdir(temp, { recursive: true });
    await fill(temp);
    const paths = (await readdir(temp, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => relative(temp, join(e.parentPath, e.name)).split(sep).join('/'));
    const files: Record<string, string> = {};
    await mapLimited(paths, 32, async (path) => void (files[path] = digest(await readFile(join(temp, path)))));
    await writeFileMakingFolders(join(temp, MANIFEST), encodeEntry(key, JSON.stringify({ files, data })));
  });
}

/** The manifest of the folder entry at `dir` made for `key` (see readEntry). */
export function readFolderEntry<T>(name: CacheName, dir: string, key: string): Promise<FolderManifest<T> | undefined> {
  return readJsonEntry<FolderManifest<T>>(name, join(dir, MANIFEST), key);
}

/**
 * Copies files of a verified folder entry to `to`, each checked against its digest as it is
 * copied: `paths` (below `under`, a folder of the entry, and written without it), or all of them.
 * False when one is missing or differs: the entry is then removed and counted as damaged (what
 * was copied of it is the caller's to remove).
 */
export async function copyFromFolderEntry(
  name: CacheName,
  dir: string,
  manifest: FolderManifest<unknown>,
  to: string,
  { under = '', paths }: { under?: string; paths?: string[] } = {},
): Promise<boolean> {
  const prefix = under ? `${under}/` : '';
  const wanted =
    paths ??
    Object.keys(manifest.files)
      .filter((path) => path.startsWith(prefix))
      .map((path) => path.slice(prefix.length));
  const folders = [...new Set(wanted.map((path) => dirname(join(to, path))))].sort();
  for (const folder of folders) await mkdir(folder, { recursive: true });
  let intact = true;
  await mapLimited(wanted, 32, async (path) => {
    const bytes = intact ? await readFile(join(dir, prefix + path)).catch(() => undefined) : undefined;
    if (!bytes || digest(bytes) !== manifest.files[prefix + path]) return void (intact = false);
    // Replaced whole: serve copies into the folder it serves.
    await writeFileReplacing(join(to, path), bytes);
  });
  if (!intact) await discardDamaged(name, dir);
  return intact;
}

/**
 * The damaged caches found since the last call, one warning each (with how many entries were
 * removed); `root` makes the folders relative to the site.
 */
export function takeCacheDamage(root: string): Problem[] {
  const found = [...damage.values()];
  damage.clear();
  return found.map(({ name, count }) => {
    const dir = relative(root, name.dir).startsWith('..') ? name.dir : relative(root, name.dir).split(sep).join('/');
    const entries = count === 1 ? 'an entry' : `${count} entries`;
    return problem(
      'cache-damaged',
      { file: dir },
      `the ${name.label} cache had ${entries} that failed verification (written by a docsgen before checksums, or damaged since: a truncated restore, a full disk); they were removed and made again`,
      'Nothing to do: the site was built from fresh work. If this repeats, check the disk and how CI saves and restores .docsgen/cache.',
      'warning',
    );
  });
}
