/**
 * remark-gfm's syntax tries, at every word of every paragraph, whether an e-mail address starts
 * there (at words beginning with h or w, a URL as well), and at the first line of every block
 * whether a table starts there. Nearly every try fails, and each failure is a scan and a
 * rollback in micromark: together about a quarter of parsing. These gates read the raw Markdown
 * first and skip a try that cannot succeed: an address needs an `@` at the end of its word, a URL
 * needs `www.`, `http://` or `https://` right there, a table head needs a delimiter row on the
 * next line. Same tree, less work (test/markdown/gated-gfm-syntax.test.ts compares the trees).
 *
 * micromark counts offsets in the Markdown it was given, without a leading byte order mark;
 * the gates read that same text, and a gate that cannot rule a try out lets it run.
 */
import type { Processor } from 'unified';
import type { Code, Construct, Effects, Extension, State, TokenizeContext } from 'micromark-util-types';

interface Source {
  text: string;
  /** Offsets where a run of address characters ends in `@` (made when first asked for). */
  emailStarts?: Uint8Array;
}

type Gate = (construct: Construct) => Construct;

/** Use right after remark-gfm, whose syntax extension it gates. */
export default function remarkGatedGfmSyntax(this: Processor) {
  const source: Source = { text: '' };
  const gated = new Set<string>();
  const gate: Gate = (construct) => {
    const replacement = gatedConstruct(construct, source);
    if (replacement !== construct) gated.add(construct.name!);
    return replacement;
  };
  const extensions = (this.data('micromarkExtensions') ?? []) as Extension[];
  extensions.splice(0, extensions.length, ...extensions.map((extension) => withGates(extension, gate)));
  // A remark-gfm whose constructs changed would silently lose the gates: fail loudly instead.
  if (gated.size !== GATED_NAMES.length)
    throw new Error(
      `docsgen: remark-gfm no longer has the constructs ${GATED_NAMES.filter((name) => !gated.has(name)).join(', ')}; update src/node/markdown/plugins/remark-gated-gfm-syntax.ts`,
    );
  const parse = this.parser!;
  this.parser = (document, file) => {
    source.text = document.charCodeAt(0) === 0xfeff ? document.slice(1) : document;
    source.emailStarts = undefined;
    try {
      return parse(document, file);
    } finally {
      source.text = '';
      source.emailStarts = undefined;
    }
  };
}

const GATED_NAMES = ['emailAutolink', 'wwwAutolink', 'protocolAutolink', 'table'];
const WWW = /www\./iy;
const PROTOCOL = /https?:\/\//iy;
/** The rest of this line, then a line that can be a delimiter row (inside block quotes or list items). */
const DELIMITER_ROW_NEXT = /[^\r\n]*(?:\r\n|\r|\n)[ \t>|:-]*-[ \t>|:-]*(?:\r|\n|$)/y;

function gatedConstruct(construct: Construct, source: Source): Construct {
  switch (construct.name) {
    case 'emailAutolink':
      return withPrevious(construct, (offset) => emailStarts(source)[offset] === 1);
    case 'wwwAutolink':
      return withPrevious(construct, (offset) => matchesAt(WWW, source.text, offset));
    case 'protocolAutolink':
      return withPrevious(construct, (offset) => matchesAt(PROTOCOL, source.text, offset));
    case 'table':
      return { ...construct, tokenize: tableGate(construct, source) };
    default:
      return construct;
  }
}

/**
 * A text construct is tried only where its `previous` check passes; adding the gate there skips
 * the try itself, not only its scan.
 */
function withPrevious(construct: Construct, possibleAt: (offset: number) => boolean): Construct {
  const previous = construct.previous!;
  return {
    ...construct,
    previous(this: TokenizeContext, code: Code) {
      return possibleAt(this.now().offset) && previous.call(this, code);
    },
  };
}

/** Body rows continue a table already started; a head row needs a delimiter row below it. */
function tableGate(construct: Construct, source: Source) {
  return function tokenize(this: TokenizeContext, effects: Effects, ok: State, nok: State): State {
    const attempt = construct.tokenize.call(this, effects, ok, nok);
    return (code) =>
      afterTableRow(this) || matchesAt(DELIMITER_ROW_NEXT, source.text, this.now().offset) ? attempt(code) : nok(code);
  };
}

/** The table construct's own test for a body row: the last event before blank space is a table row. */
function afterTableRow(context: TokenizeContext): boolean {
  let index = context.events.length - 1;
  while (
    index > -1 &&
    (context.events[index][1].type === 'lineEnding' || context.events[index][1].type === 'linePrefix')
  )
    index--;
  const tail: string | undefined = index > -1 ? context.events[index][1].type : undefined;
  return tail === 'tableHead' || tail === 'tableRow';
}

function matchesAt(pattern: RegExp, text: string, offset: number): boolean {
  pattern.lastIndex = offset;
  return pattern.test(text);
}

/** micromark's address characters: ASCII letters and digits, `+`, `-`, `.` and `_`. */
function isAddressCharacter(code: number): boolean {
  return (
    (code >= 48 && code <= 57) ||
    (code >= 65 && code <= 90) ||
    (code >= 97 && code <= 122) ||
    code === 43 ||
    code === 45 ||
    code === 46 ||
    code === 95
  );
}

function emailStarts(source: Source): Uint8Array {
  if (source.emailStarts) return source.emailStarts;
  const { text } = source;
  const starts = new Uint8Array(text.length + 1);
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    for (let index = at - 1; index >= 0 && isAddressCharacter(text.charCodeAt(index)); index--) starts[index] = 1;
  }
  return (source.emailStarts = starts);
}

/** The extension with its text and flow constructs passed through `gate` (the gated ones live there). */
function withGates(extension: Extension, gate: Gate): Extension {
  const result = { ...extension };
  for (const hook of ['text', 'flow'] as const) {
    const record = extension[hook];
    if (record)
      result[hook] = Object.fromEntries(
        Object.entries(record).map(([code, constructs]) => [
          code,
          Array.isArray(constructs) ? constructs.map(gate) : constructs && gate(constructs),
        ]),
      );
  }
  return result;
}
