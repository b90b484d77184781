/**
 * The search index made while the pages are written. The build says which pages it will write
 * before it renders them; they are split into the index's parts as the search step would split
 * them (`partsOf`), rendered part by part (`rank`), and each part is handed to Pagefind, in its
 * own process, as soon as its last page is written (`written`), while this thread renders the
 * next part. The search step then takes the parts made ahead (`take`) and indexes only those whose
 * pages turned out different from the plan (a page written twice, or one the plan did not name).
 * Parts are indexed one at a time, as the search step does: Pagefind holds one part in memory.
 */
import { close as closeIndexer } from 'pagefind';
import {
  indexesOf,
  indexPart,
  isIndexedPage,
  partsOf,
  PAGES_PER_PART,
  type PagefindTurn,
  type PartOutcome,
} from './pagefind.ts';
import type { PlaceBytes } from './write-index.ts';

export interface PartsAheadOptions {
  /** Names of the frozen versions whose pages are indexed on their own. */
  versions: string[];
  /** Where index parts are kept between builds; none: always built. */
  cacheDir?: string;
  /** Pages a part aims at (default PAGES_PER_PART). */
  pagesPerPart?: number;
  signal?: AbortSignal;
  /** A kept part of the current docs may stand in for one of a few pages more, less or changed (pagefind.ts). */
  edits?: boolean;
  /** Files linked from the output the build replaces when their bytes are the same (pagefind.ts). */
  place?: PlaceBytes;
}

interface PlannedPart {
  key: string;
  target: string;
  name: string;
  index: number;
  pages: string[];
  /** Pages of the part not yet written. */
  left: Set<string>;
}

const partKey = (target: string, index: number, pages: string[]) => `${target}\0${index}\0${pages.join('\0')}`;

export class PartsAhead {
  private readonly partOf = new Map<string, PlannedPart>();
  private readonly order = new Map<string, number>();
  private readonly started = new Map<string, Promise<PartOutcome>>();
  private queue: Promise<unknown> = Promise.resolve();
  private readonly inWork = new Set<Promise<PartOutcome>>();
  /** The written pages' digests, when the writer knew them (index-cache.ts need not read those pages). */
  private readonly digests = new Map<string, string>();

  /**
   * `planned`: the site paths of the pages the build will write (any order); `changed`: those
   * likely to differ from the last build's (their docs compiled again): their parts come first, so
   * that Pagefind starts on them while the other pages are written.
   */
  constructor(
    private readonly outDir: string,
    planned: string[],
    private readonly options: PartsAheadOptions,
    changed: ReadonlySet<string> = new Set(),
  ) {
    const files = planned.filter(isIndexedPage).sort();
    const parts = indexesOf(outDir, files, options.versions).flatMap(({ name, target, pages }) =>
      partsOf(pages, options.pagesPerPart ?? PAGES_PER_PART).map((part, index) => ({ name, target, index, part })),
    );
    const firstParts = parts.filter(({ part }) => part.some((page) => changed.has(page)));
    let rank = 0;
    for (const { name, target, index, part } of [...firstParts, ...parts.filter((p) => !firstParts.includes(p))]) {
      const planned: PlannedPart = {
        key: partKey(target, index, part),
        target,
        name,
        index,
        pages: part,
        left: new Set(part),
      };
      for (const page of part) {
        this.partOf.set(page, planned);
        this.order.set(page, rank);
      }
      rank++;
    }
  }

  /** Where a page comes in the order of the parts: pages rendered in this order complete one part after the other. */
  rank(path: string): number {
    return this.order.get(path) ?? Number.MAX_SAFE_INTEGER;
  }

  /**
   * A page was written (`digest`: its bytes' `entryDigest`, when known): its part is indexed once it
   * was the part's last. A part whose page is written again is indexed again by the search step.
   */
  written(path: string, digest?: string): void {
    const part = this.partOf.get(path);
    if (!part) return;
    if (digest) this.digests.set(path, digest);
    else this.digests.delete(path);
    if (!part.left.delete(path)) {
      this.started.delete(part.key);
      return;
    }
    if (part.left.size > 0) return;
    // Only Pagefind's work waits its turn: a part found in the cache is copied meanwhile.
    const run = indexPart(
      this.outDir,
      part.pages,
      part.index,
      {
        target: part.target,
        name: part.name,
        cacheDir: this.options.cacheDir,
        signal: this.options.signal,
        edits: this.options.edits && part.name === 'current',
        place: this.options.place,
        digests: this.digests,
      },
      this.#turn,
    );
    // The search step sees a failure when it takes the part; an abandoned build waits for the parts in work (`settled`).
    run.catch(() => undefined);
    this.inWork.add(run);
    this.started.set(part.key, run);
  }

  /** Pagefind holds one part in memory: its work for one part at a time, in the order the parts were written. */
  readonly #turn: PagefindTurn = (work) => {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  };

  /** The part made ahead with exactly these pages, once it is written (true: read from the cache); none if there is none. */
  take(target: string, index: number, pages: string[]): Promise<PartOutcome> | undefined {
    const key = partKey(target, index, pages);
    const run = this.started.get(key);
    this.started.delete(key);
    return run;
  }

  /** Waits for the parts in work: the search step indexes the rest only after (one part at a time). */
  async settled(): Promise<void> {
    await Promise.all([...this.inWork].map((run) => run.catch(() => undefined)));
  }

  /** A build that fails or is interrupted stops Pagefind once the part in work is done, before its folder is removed. */
  async close(): Promise<void> {
    await this.settled();
    await closeIndexer();
  }
}
