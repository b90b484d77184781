/**
 * Problems found in a site: typed, located, with a hint, collected rather than thrown
 * so that a build reports every problem at once.
 */

export type Severity = 'error' | 'warning';

/** Where a problem is: a file relative to the site root, and a 1-based line and column. */
export interface Place {
  file: string;
  line?: number;
  column?: number;
}

export interface Problem extends Place {
  severity: Severity;
  /** Stable identifier of the kind of problem, e.g. `broken-link`. */
  code: string;
  /** What is wrong, naming the offending value. */
  message: string;
  /** How to fix it. */
  hint?: string;
}

/** A failure that stops the current command: carries every problem found so far. */
export class DocsgenError extends Error {
  readonly problems: Problem[];
  /** 1 for content problems, 2 for usage or configuration problems. */
  readonly exitCode: 1 | 2;

  constructor(problems: Problem[], exitCode: 1 | 2 = 1) {
    const ordered = inReadingOrder(problems);
    super(ordered.map(formatProblem).join('\n'));
    this.name = 'DocsgenError';
    this.problems = ordered;
    this.exitCode = exitCode;
  }
}

/**
 * Problems by file, then line and column, so that a writer fixes one file from top to bottom
 * (each step of the build finds its own kinds of problems, in its own order).
 */
export function inReadingOrder(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}

/** The user stopped the command (Ctrl+C): the reason of the interrupt signal's abort. */
export class Interrupted extends Error {
  constructor() {
    super('interrupted');
    this.name = 'Interrupted';
  }
}

/** Usage and configuration failures exit with 2. */
export class ConfigError extends DocsgenError {
  constructor(problems: Problem[]) {
    super(problems, 2);
    this.name = 'ConfigError';
  }
}

export function problem(
  code: string,
  place: Place,
  message: string,
  hint?: string,
  severity: Severity = 'error',
): Problem {
  return { severity, code, ...place, message, hint };
}

export function formatPlace(place: Place): string {
  let text = place.file;
  if (place.line !== undefined) text += `:${place.line}`;
  if (place.line !== undefined && place.column !== undefined) text += `:${place.column}`;
  return text;
}

export function formatProblem(p: Problem): string {
  const head = `${formatPlace(p)}: ${p.severity}: ${p.message}`;
  return p.hint ? `${head}\n  hint: ${p.hint}` : head;
}

/** Collects problems across a stage; `throwIfErrors` ends the stage when any error was found. */
export class Problems {
  readonly list: Problem[] = [];

  add(p: Problem): void {
    this.list.push(p);
  }

  addAll(ps: Iterable<Problem>): void {
    for (const p of ps) this.list.push(p);
  }

  get errors(): Problem[] {
    return this.list.filter((p) => p.severity === 'error');
  }

  get warnings(): Problem[] {
    return this.list.filter((p) => p.severity === 'warning');
  }

  throwIfErrors(exitCode: 1 | 2 = 1): void {
    const errors = this.errors;
    if (errors.length > 0) throw exitCode === 2 ? new ConfigError(errors) : new DocsgenError(errors, exitCode);
  }
}
