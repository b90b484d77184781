/**
 * serve rewrites its search indexes in place while readers search. A browser that loaded an index
 * a moment before an edit replaced it still asks for the files that index names (its metadata,
 * word chunks, fragments: each named by a hash of its bytes, so a new index has new names). The
 * files of a replaced index therefore stay a while before they are removed: removing them at once
 * answered such searches with 404s. A build writes a new folder and removes them at once.
 */

/** How long a replaced index's files stay: a reader's tab that has not reloaded since then searches an index this old at most. */
export const KEEP_REPLACED_MS = 5 * 60_000;

export class ReplacedIndexFiles {
  /** Each index folder's files as last written. */
  private readonly current = new Map<string, Set<string>>();
  /** Each folder's files that left its index, and when. */
  private readonly replaced = new Map<string, Map<string, number>>();

  constructor(
    private readonly keepMs = KEEP_REPLACED_MS,
    private readonly now = () => Date.now(),
  ) {}

  /**
   * Records that `written` is now the index in `folder`, whose index files are `present`, and
   * gives those to remove: the files that left an index longer than `keepMs` ago. On the session's
   * first write, every other file present counts as just replaced.
   */
  afterWrite(folder: string, written: ReadonlySet<string>, present: readonly string[]): string[] {
    const now = this.now();
    const replaced = this.replaced.get(folder) ?? new Map<string, number>();
    this.replaced.set(folder, replaced);
    for (const file of this.current.get(folder) ?? present)
      if (!written.has(file) && !replaced.has(file)) replaced.set(file, now);
    for (const file of written) replaced.delete(file);
    this.current.set(folder, new Set(written));
    const stale = present.filter((file) => !written.has(file) && (replaced.get(file) ?? 0) <= now - this.keepMs);
    for (const file of stale) replaced.delete(file);
    return stale;
  }
}
