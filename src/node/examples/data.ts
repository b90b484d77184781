/**
 * JSON and YAML examples must parse: a reader copies them into a file or a request as they are.
 * A YAML block may hold several documents (`---`), as Kubernetes manifests do.
 */
import { parse as parseJsonc, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { LineCounter, parseAllDocuments, type Document } from 'yaml';
import type { Problem } from '../errors.ts';
import { yamlSyntaxProblems } from '../util/yaml-errors.ts';
import { exampleProblem, positionOf, type ExampleSite } from './place.ts';
import { PARTIAL_FLAG } from '../markdown/plugins/remark-code-examples.ts';

export function checkJsonExample(site: ExampleSite): Problem[] {
  try {
    JSON.parse(site.example.code);
    return [];
  } catch {
    // JSON.parse names no position for every mistake; this parser does, and reads the rest as JSON would.
    const errors: ParseError[] = [];
    parseJsonc(site.example.code, errors, {
      disallowComments: true,
      allowTrailingComma: false,
      allowEmptyContent: false,
    });
    const first = errors[0];
    const at = first ? positionOf(site.example.code, first.offset) : undefined;
    const what = first ? describeJsonError(printParseErrorCode(first.error)) : 'not valid JSON';
    return [
      exampleProblem(
        site,
        at,
        'example-json',
        `JSON example: ${what}`,
        'JSON has no comments, trailing commas or `...`: write the value whole, or name the block ```text when it only sketches a shape.',
      ),
    ];
  }
}

/** jsonc-parser's error names in words. */
const JSON_ERRORS: Record<string, string> = {
  InvalidSymbol: 'a character JSON does not allow here (a `...` or an unquoted word?)',
  InvalidCommentToken: 'a comment, which JSON does not allow',
  PropertyNameExpected: 'a property name in double quotes expected (a trailing comma?)',
  ValueExpected: 'a value expected (a trailing comma?)',
  ColonExpected: 'a `:` expected after the property name',
  CommaExpected: 'a `,` expected between the values',
  CloseBraceExpected: 'a `}` expected',
  CloseBracketExpected: 'a `]` expected',
  EndOfFileExpected: 'text after the end of the JSON value',
  UnexpectedEndOfString: 'a string that is not closed',
};

function describeJsonError(code: string): string {
  return JSON_ERRORS[code] ?? code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** The block's documents when they all parse; the syntax problems otherwise. */
export function parseYamlExample(site: ExampleSite): {
  documents: Document[];
  counter: LineCounter;
  problems: Problem[];
} {
  const counter = new LineCounter();
  const documents = parseAllDocuments(site.example.code, { lineCounter: counter, prettyErrors: false });
  const list = Array.isArray(documents) ? documents : [];
  const problems = list.flatMap((document) =>
    yamlSyntaxProblems(document, counter, {
      file: site.file,
      code: 'example-yaml',
      what: 'YAML example',
      lineOffset: site.example.line - 1,
      fallbackHint: `Fix the YAML syntax at that line; a block that is not YAML a reader can use as it is can be named \`\`\`text (\`${PARTIAL_FLAG}\` blocks are parsed too).`,
    }).map((p) => ({ ...p, column: p.column === undefined ? undefined : p.column + site.example.column - 1 })),
  );
  return { documents: list, counter, problems };
}
