/**
 * What a question asks for: a port, a variable or setting, a command, a package, a file, a
 * definition, the steps of a task, or requirements. Each kind has the shape its answer takes in
 * docs (a port is a number, a variable is written `LIKE_THIS`, a command is code, a definition
 * is a sentence that begins with the thing), so the answerer can tell the line that states the
 * fact from lines that only share words with the question.
 */
import { keywords, stem } from './terms.ts';

export type AskedKind =
  | 'port'
  | 'variable'
  | 'command'
  | 'package'
  | 'file'
  | 'name'
  | 'definition'
  | 'requirements'
  | 'howto'
  | 'general';

export interface Intent {
  kind: AskedKind;
  /** Stemmed terms of the whole question. */
  terms: string[];
  /** What the question is about, as written: its terms without those that only say what kind of answer it wants. */
  topic: string[];
  /** The topic, plus the measure a requirement question asks about ("memory", "version"). */
  subject: string[];
  /** Pairs of adjacent words of the question, as written ("datahub init", "docker compose"). */
  phrases: string[];
}

const FUNCTION_WORDS =
  /^(a|an|the|of|to|in|on|at|for|do|does|did|i|is|are|how|what|which|where|who|my|with|and|or|from|by|can|it|its|this|that)$/;

/** The noun after "which" or "what" names the kind ("which environment variable…", "what port…"). */
const KIND_NOUNS: [AskedKind, RegExp][] = [
  ['port', /^ports?$/],
  ['variable', /^(variables?|vars?|settings?|flags?|options?|propert(y|ies)|parameters?|keys?)$/],
  ['command', /^commands?$/],
  ['package', /^(packages?|librar(y|ies)|jars?|artifacts?|modules?|dependenc(y|ies))$/],
  ['file', /^(files?|folders?|director(y|ies)|paths?)$/],
  ['requirements', /^(versions?|requirements?|prerequisites?|hardware)$/],
];

/** Without such a noun, the question's wording: the first pattern that matches names the kind. */
const KIND_PATTERNS: [AskedKind, RegExp][] = [
  ['requirements', /^\s*how (much|many)\b.*\b(memory|ram|cpus?|cores?|disk|space|nodes?)\b/i],
  ['file', /\bwhere\b.*\b(stor(e|es|ed)|writ(e|es|ten)|kept|keeps?|saved?|saves|puts?|located|lives?)\b/i],
  ['howto', /^\s*(how (do|can|should|would|to)\b|can i\b|is it possible\b)/i],
  [
    'definition',
    /^\s*(what|who)\s+(is|are)\s+(an?\s+|the\s+)?[^?]{1,60}\??\s*$|^\s*(what does .+ mean|define\b|meaning of\b|explain what\b)/i,
  ],
  ['port', /\bports?\b/i],
  [
    'variable',
    /\b(environment variables?|env vars?|variables?|settings?|flags?|options?|propert(y|ies)|config(uration)? keys?)\b/i,
  ],
  ['package', /\b(packages?|pip install|pip|librar(y|ies)|jars?|artifacts?)\b/i],
  ['file', /\b(files?|folders?|director(y|ies))\b|\bwhere (is|are|does|do)\b/i],
  ['command', /\b(commands?|what do i (run|type))\b/i],
  [
    'requirements',
    /\b(requirements?|prerequisites?|required|requires?|minimum|hardware|versions?|need (before|to have|installed))\b/i,
  ],
];

/** Words that only say what kind of answer is wanted, or how the question is put. */
const ASKING_WORDS = new Set(
  'port ports environment env variable variables var vars setting settings flag flags option options property properties key keys parameter parameters command commands package packages pip library libraries jar jars artifact artifacts module modules dependency file files folder folders directory directories path which what where name called requirement requirements prerequisite prerequisites required require requires minimum hardware version versions need define meaning mean much many hold holds'
    .split(' ')
    .map(stem),
);
/** Verbs that only say how a package, command or file is asked for ("which package do I install"); in a task they are the task. */
const ASKING_VERBS: Partial<Record<AskedKind, Set<string>>> = {
  package: new Set(['install', 'installed', 'add'].map(stem)),
  command: new Set(['run', 'runs', 'type', 'execute'].map(stem)),
  file: new Set(
    'store stores stored put puts write writes written keep keeps kept save saves saved live lives located'
      .split(' ')
      .map(stem),
  ),
};
/** What a requirement is measured in: asked about, so part of the subject of a requirements question. */
const MEASURES = /^(memory|ram|cpu|hardware|vers|disk)/;

export function readIntent(question: string): Intent {
  const terms = [...new Set(keywords(question).map(stem))];
  const kind = kindNamed(question) ?? KIND_PATTERNS.find(([, pattern]) => pattern.test(question))?.[0] ?? 'general';
  const verbs = ASKING_VERBS[kind];
  const asking = (t: string) => ASKING_WORDS.has(t) || Boolean(verbs?.has(t));
  const subject = terms.filter((t) => !asking(t) || (kind === 'requirements' && MEASURES.test(t)));
  // The topic is what the reader wrote: the docs' other words for it help find it, not judge coverage.
  const written = new Set(keywords(question, { synonyms: false }).map(stem));
  const topic = terms.filter((t) => !asking(t) && written.has(t));
  const words = question.toLowerCase().match(/[a-z0-9_][a-z0-9_.-]*[a-z0-9_]|[a-z0-9]/g) ?? [];
  const phrases = words
    .slice(1)
    .map((w, i) => [words[i], w])
    .filter((pair) => !pair.some((w) => FUNCTION_WORDS.test(w)))
    .map((pair) => pair.join(' '));
  return {
    kind,
    terms,
    topic: topic.length > 0 ? topic : terms,
    subject: subject.length > 0 ? subject : terms,
    phrases,
  };
}

/**
 * "Which port…", "what environment variable…": the kind its noun names. Any other noun ("which
 * Kafka topic…", "what roles…") asks for a name, as docs write names: in code or in bold.
 */
function kindNamed(question: string): AskedKind | undefined {
  const words = /^\s*(?:which|what)\s+(.*)$/i
    .exec(question)?.[1]
    .toLowerCase()
    .match(/[a-z]+/g);
  if (!words) return undefined;
  const first = words.findIndex((w) => !/^(is|are|was|were|the|a|an|default|exact|right|main)$/.test(w));
  for (const word of first < 0 ? [] : words.slice(first, first + 3)) {
    const named = KIND_NOUNS.find(([, noun]) => noun.test(word));
    if (named) return named[0];
  }
  return first === 0 && !AUXILIARY.test(words[0]) ? 'name' : undefined;
}

const AUXILIARY =
  /^(do|does|did|can|could|should|would|will|shall|may|might|must|has|have|had|happens|if|kind|kinds|type|types)$/;

const COMMAND_CODE = /`[a-z.~/][\w.~/-]* +[^`\s][^`]*`/;
const FACT_SHAPES: Partial<Record<AskedKind, RegExp>> = {
  port: /(?<![\w.:/-])\d{4,5}(?![\w.%/-])/,
  variable: /`[^`]*\b[A-Z][A-Z0-9]+(?:_[A-Z0-9]+)+\b[^`]*`|`--[a-z][\w-]*|`[a-z][a-z0-9]*(?:[_.][a-z0-9]+)+`/,
  package:
    /pip install|`[a-z][\w.-]*-[\w.-]+(?:\[[\w,-]+\])?`|`[a-z][\w.-]*:[\w.-]+(?::[\w.$-]+)?`|`[a-z][\w.-]*\[[\w,-]+\]`/,
  file: /`?(?:~|\.{1,2})?\/[\w.-]+(?:\/[\w.-]*)*`?|\b[\w-]+\.(?:ya?ml|cfg|json|properties|conf|toml|ini|env|sql|py|sh|txt|xml|props)\b/,
  command: COMMAND_CODE,
  name: /`[^`\s]+`|\*\*[^*]+\*\*/,
  requirements:
    /\b(at least|(or|and) (later|newer|higher|above)|minimum|more than \d)|\b\d+(?:\.\d+)?\s?(?:GB|GiB|MB|CPUs?|cores?)\b|\b(?:JDK|Java|Python|Helm|Node(?:\.js)?|Airflow|Spark|Kubernetes|Docker(?: Compose)?)\s+v?\d+(?:\.\d+)*/i,
};

/** The kinds a reader names explicitly: a unit without the shape hardly answers them. */
export const EXPLICIT_KINDS = new Set<AskedKind>(['port', 'variable', 'command', 'package', 'file']);

/** The unit (a sentence, list item, table row or code line) has the shape of the fact asked for. */
export function hasFactShape(kind: AskedKind, markdown: string, isCode: boolean): boolean {
  if (kind === 'command' || kind === 'howto') return isCode || COMMAND_CODE.test(markdown);
  const shape = FACT_SHAPES[kind];
  return shape ? shape.test(markdown) : false;
}

const DEFINING_VERB =
  /^(is|are|was|means|refers|lets|let|identifies|represents|describes|holds|provides|gives|stores|keeps|defines|allows|enables|groups|makes)$/;

/**
 * The sentence defines the subject: it begins with it (after an article; the last word of the
 * subject at least, as in "a recipe" for "an ingestion recipe") and a defining verb follows
 * within a few words ("A **URN** (Uniform Resource Name) is the unique identifier…").
 */
export function definesSubject(plain: string, subject: string[]): boolean {
  const words = (
    plain
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .match(/[a-z0-9][a-z0-9_.-]*/g) ?? []
  ).slice(0, 14);
  const start = ['a', 'an', 'the', 'each', 'every'].includes(words[0]) ? 1 : 0;
  if (!subject.includes(stem(words[start] ?? ''))) return false;
  const head = words.slice(start, start + subject.length + 2).map(stem);
  if (!head.includes(subject[subject.length - 1])) return false;
  return words.slice(start + 1, start + subject.length + 5).some((w) => DEFINING_VERB.test(w));
}
