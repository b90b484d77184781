/**
 * Which warnings of a `serve` rebuild to put in front of the writer. A site may carry warnings
 * nobody is fixing right now (pages in no sidebar); repeating them after every save would hide
 * the one the last edit caused. So the first build only counts them (as `build` does); after
 * that, the writer sees those that are new and those of the files just edited.
 */
import { formatProblem, type Problem } from '../errors.ts';

export class WarningTracker {
  #previous: Set<string> | undefined;

  /** `changed`: the files (relative to the site root, `/`-separated) the rebuild was for. */
  next(warnings: readonly Problem[], changed: ReadonlySet<string>): Problem[] {
    const previous = this.#previous;
    this.#previous = new Set(warnings.map(formatProblem));
    // A damaged cache was repaired in this very build: said once, at once.
    if (!previous) return warnings.filter((w) => w.code === 'cache-damaged');
    return warnings.filter((w) => !previous.has(formatProblem(w)) || changed.has(w.file));
  }
}
