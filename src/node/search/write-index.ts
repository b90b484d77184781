/**
 * Writing a search index's files where the reader's browser finds them: in a build's new folder,
 * or in place under `serve` while readers search.
 */
import { access, readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DocsgenError, problem } from '../errors.ts';
import type { IndexFile } from './index-cache.ts';
import { EDITED_PAGES_FILE, indexedAddress, type EditedPages } from '../../shared/search/edited-pages.ts';
import { mapLimited } from '../util/map-limited.ts';
import { writeFileMakingFolders, writeFileReplacing, writeFileWhole } from '../util/write-file.ts';
import type { ReplacedIndexFiles } from './replaced-index-files.ts';

/** How an index's files are written (default: each file written). */
export interface IndexWrites {
  /** serve, which rewrites its indexes in place: when the files of a replaced index may go. */
  replacedFiles?: ReplacedIndexFiles;
  /**
   * A build into a fresh folder: writes a file (an absolute path), or links the file of the output
   * it replaces when that has the same bytes (src/node/cache/output-files.ts).
   */
  place?: PlaceBytes;
}

export type PlaceBytes = (file: string, content: Uint8Array) => Promise<void>;

/** What a part's index is made of; the rest of Pagefind's files (its scripts, styles and WebAssembly) is the same for every part. */
export const isIndexData = (path: string) =>
  path === 'pagefind-entry.json' || path.endsWith('.pf_meta') || /^(fragment|index|filter)\//.test(path);

/**
 * Writes an index's files, then its list of edited pages (serve's edits part) and its entry, each whole: a browser that
 * reads the entry finds every file it names. serve (`replacedFiles`) rewrites an index in place, so
 * there no file is rewritten where it stands (a file named by its content's hash that is there
 * already is left, any other is replaced whole), and the files of the index it replaces stay a
 * while (src/node/search/replaced-index-files.ts); a build removes them at once.
 */
export async function writeIndex(
  outputPath: string,
  files: IndexFile[],
  { replacedFiles, place }: IndexWrites = {},
): Promise<void> {
  const last = [EDITED_PAGES_FILE, 'pagefind-entry.json'];
  const entry = files.find((file) => file.path === 'pagefind-entry.json');
  if (!entry) throw indexError([`Pagefind wrote no entry file for ${outputPath}`]);
  // The entry names the metadata file by a hash of the whole index: the same entry, the same index (serve's unchanged parts).
  if (Buffer.from(entry.content).equals(await readFile(join(outputPath, entry.path)).catch(() => Buffer.alloc(0))))
    return;
  await mapLimited(
    files.filter((file) => !last.includes(file.path)),
    32,
    // A build writes into a folder of its own that no one reads yet.
    (file) =>
      replacedFiles
        ? writeUnlessSame(join(outputPath, file.path), file)
        : place
          ? place(join(outputPath, file.path), file.content)
          : writeFileMakingFolders(join(outputPath, file.path), file.content),
  );
  for (const path of last)
    for (const file of files.filter((f) => f.path === path))
      await (place
        ? place(join(outputPath, path), file.content)
        : writeFileWhole(join(outputPath, path), file.content));
  const written = new Set(files.map((file) => file.path));
  const present = await indexFilesIn(outputPath);
  const stale = replacedFiles
    ? replacedFiles.afterWrite(outputPath, written, present)
    : present.filter((path) => !written.has(path));
  await mapLimited(stale, 32, (path) => rm(join(outputPath, path), { force: true }));
}

/** Pagefind names its index data by a hash of the content (the entry aside), so such a file that exists is the same file. */
const isHashNamed = (path: string) => isIndexData(path) && path !== 'pagefind-entry.json';

async function writeUnlessSame(path: string, file: IndexFile): Promise<void> {
  const same = isHashNamed(file.path)
    ? await access(path).then(
        () => true,
        () => false,
      )
    : await readFile(path).then(
        (present) => Buffer.from(file.content).equals(present),
        () => false,
      );
  if (!same) await writeFileReplacing(path, file.content);
}

/** The index files below `outputPath` (not the parts and versions in folders of their own). */
async function indexFilesIn(outputPath: string): Promise<string[]> {
  const listed = await Promise.all(
    ['', 'fragment/', 'index/', 'filter/'].map(async (folder) =>
      (await readdir(join(outputPath, folder)).catch(() => [] as string[])).map((name) => folder + name),
    ),
  );
  return listed.flat().filter(isIndexData);
}

export function indexError(errors: string[]): DocsgenError {
  return new DocsgenError([
    problem(
      'search-index',
      { file: 'pagefind' },
      `the search index could not be built: ${errors.join('; ')}`,
      'Run with --verbose for details.',
    ),
  ]);
}

/**
 * The edits' part's files: Pagefind's index of the edited pages, and the list of `pages` whose
 * records in the other parts are out of date (edited or gone).
 */
export function editsPartFiles(indexed: IndexFile[], pages: string[]): IndexFile[] {
  // The part's own records, by the names Pagefind gave their files (a record's id is its file's name).
  const kept = indexed.flatMap((file) => /^fragment\/(.+)\.pf_fragment$/.exec(file.path)?.[1] ?? []);
  const edited: EditedPages = { pages: pages.map(indexedAddress), kept };
  return [...indexed, { path: EDITED_PAGES_FILE, content: Buffer.from(JSON.stringify(edited)) }];
}
