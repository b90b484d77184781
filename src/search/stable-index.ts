/**
 * Pagefind writes its filter indexes in the order of a Rust hash map, which changes from run to
 * run: two builds of the same pages gave filter files of other names and bytes, and with them a
 * new metadata file and entry (needless churn in every deploy). This puts each index written in
 * one order: a filter's values, and the filters of the metadata file, by name; the files are named
 * again by a hash of their bytes, as Pagefind names them.
 *
 * Pagefind's files are gzip of `pagefind_dcd` followed by CBOR (arrays, text, integers). Items are
 * reordered as the byte spans Pagefind encoded, so nothing else in them is touched. Written for the
 * Pagefind version package.json pins; test/site/reproducible.test.ts fails if an upgrade changes this.
 */
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';

const SIGNATURE = Buffer.from('pagefind_dcd');

/** Which items of the metadata file (a CBOR array) list the filters ([name, file hash] each) and the sort orders ([name, pages]). */
const META_FILTERS = 3;
const META_SORTS = 4;

interface Entry {
  languages: Record<string, { hash: string }>;
}

/** Puts the index Pagefind wrote at `outputPath` in its one order. */
export async function stabilizeIndex(outputPath: string): Promise<void> {
  const entryFile = join(outputPath, 'pagefind-entry.json');
  const entry = JSON.parse(await readFile(entryFile, 'utf8')) as Entry;
  for (const [language, info] of Object.entries(entry.languages)) info.hash = await stabilizeLanguage(outputPath, language, info.hash);
  await writeFile(entryFile, JSON.stringify(entry));
}

/** One language's filter files and metadata file; returns the metadata file's new hash. */
async function stabilizeLanguage(outputPath: string, language: string, metaHash: string): Promise<string> {
  const metaFile = join(outputPath, `pagefind.${metaHash}.pf_meta`);
  const meta = await readPagefindFile(metaFile);
  const items = arrayItems(meta, 0);
  const [filters, sorts] = [items[META_FILTERS], items[META_SORTS]];
  const renamed: { name: string; bytes: Buffer }[] = [];
  const taken = new Set<string>();
  for (const filter of arrayItems(meta, filters.start)) {
    const [name, hash] = arrayItems(meta, filter.start).map((item) => textAt(meta, item.start));
    const file = join(outputPath, 'filter', `${hash}.pf_filter`);
    const index = await readPagefindFile(file);
    const [, values] = arrayItems(index, 0);
    const stable = Buffer.concat([index.subarray(0, values.start), sortedByName(index, values.start), index.subarray(values.end)]);
    const newHash = shortHash(language, stable, 7, taken);
    taken.add(newHash);
    await rm(file);
    await writePagefindFile(join(outputPath, 'filter', `${newHash}.pf_filter`), stable);
    renamed.push({ name, bytes: Buffer.concat([encodeHead(4, 2), encodeText(name), encodeText(newHash)]) });
  }
  renamed.sort((a, b) => compare(a.name, b.name));
  const filterList = Buffer.concat([encodeHead(4, renamed.length), ...renamed.map((filter) => filter.bytes)]);
  // The sort orders follow the filters in the file.
  const stableMeta = Buffer.concat([meta.subarray(0, filters.start), filterList, sortedByName(meta, sorts.start), meta.subarray(sorts.end)]);
  const newMetaHash = `${language}_${pagefindHash(stableMeta).slice(0, language.length + 8)}`;
  await rm(metaFile);
  await writePagefindFile(join(outputPath, `pagefind.${newMetaHash}.pf_meta`), stableMeta);
  return newMetaHash;
}

/** A Pagefind file's content: gunzipped, without its signature. */
export async function readPagefindFile(file: string): Promise<Buffer> {
  const bytes = gunzipSync(await readFile(file));
  if (!bytes.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error(`${file} is not a Pagefind index file`);
  return bytes.subarray(SIGNATURE.length);
}

function writePagefindFile(file: string, cbor: Buffer): Promise<void> {
  return writeFile(file, gzipSync(Buffer.concat([SIGNATURE, cbor]), { level: 9 }));
}

/** Pagefind's hash: SHA-1 as hex without leading zeros in each byte. */
function pagefindHash(bytes: Buffer): string {
  return [...createHash('sha1').update(bytes).digest()].map((b) => b.toString(16)).join('');
}

/** `<language>_` and `length` hex digits (more when that name is taken), as Pagefind names a filter file. */
function shortHash(language: string, bytes: Buffer, length: number, taken: Set<string>): string {
  const full = `${language}_${pagefindHash(bytes)}`;
  let size = language.length + 1 + length;
  while (taken.has(full.slice(0, size)) && size < full.length) size++;
  return full.slice(0, size);
}

/** The array at `start`, whose items are arrays starting with a name, in the order of the names; encoded. */
function sortedByName(bytes: Buffer, start: number): Buffer {
  const items = arrayItems(bytes, start).map((item) => ({ name: textAt(bytes, arrayItems(bytes, item.start)[0].start), bytes: bytes.subarray(item.start, item.end) }));
  items.sort((a, b) => compare(a.name, b.name) || Buffer.compare(a.bytes, b.bytes));
  return Buffer.concat([bytes.subarray(start, head(bytes, start).end), ...items.map((item) => item.bytes)]);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Span {
  start: number;
  end: number;
}

/** The head of the CBOR item at `at`: its major type, its argument and where the head ends. */
function head(bytes: Buffer, at: number): { major: number; value: number; end: number } {
  const first = bytes[at];
  const major = first >> 5;
  const info = first & 31;
  if (info < 24) return { major, value: info, end: at + 1 };
  if (info === 24) return { major, value: bytes[at + 1], end: at + 2 };
  if (info === 25) return { major, value: bytes.readUInt16BE(at + 1), end: at + 3 };
  if (info === 26) return { major, value: bytes.readUInt32BE(at + 1), end: at + 5 };
  if (info === 27) return { major, value: Number(bytes.readBigUInt64BE(at + 1)), end: at + 9 };
  throw new Error(`unexpected CBOR item (${first}) in a Pagefind index file`);
}

/** Where the CBOR item at `at` ends. */
function itemEnd(bytes: Buffer, at: number): number {
  const { major, value, end } = head(bytes, at);
  if (major === 2 || major === 3) return end + value;
  if (major === 4 || major === 5) {
    let next = end;
    for (let i = 0; i < value * (major === 5 ? 2 : 1); i++) next = itemEnd(bytes, next);
    return next;
  }
  if (major === 6) return itemEnd(bytes, end);
  return end;
}

/** The items of the CBOR array at `at`. */
function arrayItems(bytes: Buffer, at: number): Span[] {
  const { major, value, end } = head(bytes, at);
  if (major !== 4) throw new Error('expected a CBOR array in a Pagefind index file');
  const items: Span[] = [];
  let next = end;
  for (let i = 0; i < value; i++) {
    const itemStart = next;
    next = itemEnd(bytes, next);
    items.push({ start: itemStart, end: next });
  }
  return items;
}

function textAt(bytes: Buffer, at: number): string {
  const { major, value, end } = head(bytes, at);
  if (major !== 3) throw new Error('expected CBOR text in a Pagefind index file');
  return bytes.subarray(end, end + value).toString('utf8');
}

/** A CBOR head of major type `major` with the smallest encoding of `value`. */
function encodeHead(major: number, value: number): Buffer {
  const type = major << 5;
  if (value < 24) return Buffer.from([type | value]);
  if (value < 0x100) return Buffer.from([type | 24, value]);
  if (value < 0x10000) return Buffer.from([type | 25, value >> 8, value & 0xff]);
  const four = Buffer.alloc(5);
  four[0] = type | 26;
  four.writeUInt32BE(value, 1);
  return four;
}

function encodeText(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([encodeHead(3, bytes.length), bytes]);
}
