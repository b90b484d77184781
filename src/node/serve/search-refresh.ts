/**
 * serve's search index, refreshed after each build without ever delaying one: once edits are quiet,
 * the pages a small edit re-rendered go into the index's part of edits (src/node/search/edits-part.ts,
 * about 0.1 s); anything larger (the first build, a file added or removed, many pages re-rendered, a
 * frozen version's page) re-indexes the changed parts whole and folds the edits back in. While one
 * refresh runs, later builds only ask for another when it ends. The quiet writes (llms-full.txt,
 * social cards) follow the index once no build came for a second: search is what a writer tries first.
 */
import { join } from 'node:path';
import { buildSearchIndex, indexesOf, isIndexedPage } from '../search/pagefind.ts';
import { writeEditsPart } from '../search/edits-part.ts';
import { ReplacedIndexFiles } from '../search/replaced-index-files.ts';

/** Edits come in bursts: the index is refreshed once they are quiet, so it does not compete with rebuilds. */
const QUIET_MS = 50;

/**
 * The quiet writes wait longer: llms-full.txt is the whole site's text (24 MB at 3000 pages) and
 * writing it right after the index delayed the next edit's rebuild by 0.3 s (measured).
 */
const QUIET_WRITES_MS = 1000;

/** Past this many edited pages a full refresh folds them into their parts (the edits' part re-indexes them all each time). */
export const MAX_EDITED_PAGES = 24;

export interface BuiltPages {
  /** The pages the build wrote (site paths). */
  rendered: string[];
  /** False when files were added or removed: the parts' pages changed. */
  edit: boolean;
  /** The frozen versions' names. */
  versions: string[];
}

export class SearchRefresh {
  /** The current docs' pages indexed in the edits' part since the last full refresh. */
  private readonly edited = new Set<string>();
  private full = true;
  private versions: string[] = [];
  private running = false;
  private again = false;
  private pending: ReturnType<typeof setTimeout> | undefined;
  /** The files of the indexes refreshes replaced: they stay a while, for pages that loaded them. */
  private readonly replacedFiles = new ReplacedIndexFiles();

  /** Something to index since the last refresh began. */
  private dirty = false;
  private writing: ReturnType<typeof setTimeout> | undefined;
  private writesRunning = false;

  constructor(
    private readonly outDir: string,
    private readonly root: string,
    /** The writes that wait for quiet (llms-full.txt, social cards), the latest of each: taken when they run. */
    private readonly quietWrites: () => (() => Promise<void>)[],
    private readonly wait = { indexMs: QUIET_MS, writesMs: QUIET_WRITES_MS },
  ) {}

  /** Records what a build wrote and refreshes the index once builds are quiet. */
  afterBuild({ rendered, edit, versions }: BuiltPages): void {
    const pages = rendered.filter(isIndexedPage);
    const [current] = indexesOf(this.outDir, pages, versions);
    const frozen = current.pages.length < pages.length;
    if (!edit || frozen || versions.join() !== this.versions.join()) this.full = true;
    for (const page of current.pages) this.edited.add(page);
    if (this.edited.size > MAX_EDITED_PAGES) this.full = true;
    this.dirty ||= this.full || current.pages.length > 0;
    this.versions = versions;
    clearTimeout(this.pending);
    clearTimeout(this.writing);
    this.writing = undefined;
    this.pending = setTimeout(() => this.run(), this.wait.indexMs);
  }

  /** Resolves once nothing is running or waiting (tests). */
  async settled(): Promise<void> {
    const busy = () => this.running || this.pending || this.writing || this.writesRunning;
    while (busy()) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  private run(): void {
    this.pending = undefined;
    if (this.running) return void (this.again = true);
    this.running = true;
    void (this.dirty ? this.refresh() : Promise.resolve())
      .catch(() => undefined)
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.run();
        } else if (!this.pending) this.writing = setTimeout(() => this.write(), this.wait.writesMs);
      });
  }

  /** The quiet writes, one after the other: a build that comes meanwhile runs between them. */
  private write(): void {
    this.writing = undefined;
    if (this.writesRunning) return;
    this.writesRunning = true;
    void this.quietWrites()
      .reduce((done, write) => done.then(write).catch(() => undefined), Promise.resolve())
      .finally(() => (this.writesRunning = false));
  }

  private async refresh(): Promise<void> {
    const { outDir, replacedFiles } = this;
    this.dirty = false;
    const pages = [...this.edited];
    if (!this.full) return writeEditsPart(outDir, pages, { replacedFiles });
    // Edits made while this runs are indexed again after it, in the edits' part.
    this.full = false;
    this.edited.clear();
    const cacheDir = join(this.root, '.docsgen/cache/pagefind');
    try {
      await buildSearchIndex(outDir, { versions: this.versions, cacheDir, replacedFiles });
    } catch (error) {
      this.full = true;
      throw error;
    }
  }
}
