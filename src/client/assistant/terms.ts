/**
 * The words of a question and of the docs as the local assistant compares them: lower case,
 * identifiers kept whole (`acryl-datahub`, `datahub_gms_token`, `9002`), crudely stemmed, and
 * without the words every question has ("how", "do", "i").
 */
const STOP = new Set(
  'a an and any are as at be by can could did do does each for from get got has have how i if in into is it its me my of on or our should so that the their them then there these this to up use using via was we what when where which who why will with would you your datahub data hub about tell explain show want need way ways work works working possible default'.split(
    ' ',
  ),
);

/** Phrases readers write for what the docs name with an acronym. */
const SYNONYMS: [RegExp, string[]][] = [
  [/\bsingle sign[- ]?on\b/i, ['sso']],
  [/\blog ?in with\b/i, ['sso']],
  // Hardware is stated as its parts.
  [/\bhardware\b/i, ['memory', 'cpus', 'disk']],
  [/\bram\b/i, ['memory']],
  [/\bcli\b/i, ['command-line']],
  [/\bpython package\b/i, ['pypi']],
];

const WORD = /[a-z0-9_][a-z0-9_.-]*[a-z0-9_]|[a-z0-9]/g;

/** The question's words that say something, then (`synonyms`) the words the docs use for its phrases. */
export function keywords(question: string, { synonyms = true } = {}): string[] {
  const text = question.toLowerCase().replace(/\bsingle sign[- ]?on\b/g, ' ');
  const words = text.match(WORD) ?? [];
  const extra = synonyms ? SYNONYMS.filter(([pattern]) => pattern.test(question)).flatMap(([, add]) => add) : [];
  return [...new Set([...words.filter((w) => !STOP.has(w)), ...extra])];
}

/** A crude stem, enough to match "ingest", "ingesting", "ingestion" and "sources"/"source". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  // "entities" → "entity", "policies" → "policy".
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  for (const suffix of ['ations', 'ation', 'ions', 'ion', 'ing', 'ers', 'er', 'ed', 'es', 's']) {
    if (w.length - suffix.length < 4 || !w.endsWith(suffix)) continue;
    const base = w.slice(0, -suffix.length);
    // "running" → "run", "stopped" → "stop"; "installing" keeps its "ll".
    return /([^aeiouylsz])\1$/.test(base) ? base.slice(0, -1) : base;
  }
  // A short plural ("runs", "jobs", "tags"), not "is", "has", "class" or "status".
  if (/^[a-z]{3}s$/.test(w) && !/(ss|us|is)$/.test(w)) return w.slice(0, -1);
  return w;
}

/** The stemmed words of a text; an identifier also gives its parts (`datahub_gms_token` → gms, token). */
export function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    out.push(stem(word));
    if (/[_.-]/.test(word)) for (const part of word.split(/[_.-]+/)) if (part && part !== word) out.push(stem(part));
  }
  return out;
}
