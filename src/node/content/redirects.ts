/**
 * `content/redirects.yaml`: where pages that moved or were removed now live. Each entry is
 * `- from: /docs/old-path` with `to: /docs/new-path` (a route, with or without `#anchor`, or an
 * `https://` address). Both are written into pages and the hosts' rules file, so both are held to
 * a path's safe characters (or a well-formed `https://` address): a `from` with quotes or angle
 * brackets, a `to` of `//host/x` (another site, read as a path), `http:` or `javascript:` is an
 * error on its line. Lines are kept so that a problem is reported where it is written; the
 * entries are checked against the site's routes later (src/node/links/redirects.ts).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Node as YamlNode } from 'yaml';
import { problem, type Problem } from '../errors.ts';
import { yamlSyntaxProblems } from '../util/yaml-errors.ts';

export const REDIRECTS_FILE = 'content/redirects.yaml';

export interface Redirect {
  /** The old path, without the base URL: `/docs/old-path`. */
  from: string;
  /** A route (maybe with `#anchor`) or an absolute `http(s)://` address. */
  to: string;
  /** The entry's line (its `from`). */
  line?: number;
  /** The line of its `to`, where a broken target is reported. */
  toLine?: number;
}

const EXAMPLE = 'Write each entry as `- from: /docs/old-path` with `to: /docs/new-path` on the next line.';

export async function loadRedirects(root: string, problems: Problem[]): Promise<Redirect[]> {
  let text: string;
  try {
    text = await readFile(join(root, REDIRECTS_FILE), 'utf8');
  } catch {
    return [];
  }
  const parsed = parseRedirects(text);
  problems.push(...parsed.problems);
  return parsed.redirects;
}

export function parseRedirects(text: string, file = REDIRECTS_FILE): { redirects: Redirect[]; problems: Problem[] } {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter });
  const problems: Problem[] = [];
  const lineOf = (node: YamlNode | null | undefined) => (node?.range ? counter.linePos(node.range[0]).line : undefined);
  const fail = (node: YamlNode | null | undefined, message: string, hint = EXAMPLE) =>
    problems.push(problem('redirect-invalid', { file, line: lineOf(node) }, message, hint));
  if (doc.errors.length > 0) {
    problems.push(...yamlSyntaxProblems(doc, counter, { file, code: 'redirect-yaml', fallbackHint: EXAMPLE }));
    return { redirects: [], problems };
  }
  if (doc.contents === null) return { redirects: [], problems };
  if (!isSeq(doc.contents)) {
    fail(doc.contents, 'redirects.yaml must be a list of redirects');
    return { redirects: [], problems };
  }
  const redirects: Redirect[] = [];
  for (const node of doc.contents.items as YamlNode[]) {
    const line = lineOf(node);
    if (!isMap(node)) {
      fail(node, 'a redirect must have `from` and `to`');
      continue;
    }
    const fields = new Map(node.items.map((pair) => [isScalar(pair.key) ? String(pair.key.value) : '', pair.value]));
    const unknown = [...fields.keys()].filter((key) => key !== 'from' && key !== 'to');
    if (unknown.length > 0)
      fail(
        node,
        `unknown field \`${unknown[0]}\` in a redirect`,
        'A redirect has exactly two fields, `from` and `to`.',
      );
    const from = stringField(fields.get('from'));
    const to = stringField(fields.get('to'));
    if (from === undefined || to === undefined) {
      fail(node, `a redirect needs both \`from\` and \`to\`${from ? ` (from ${from})` : ''}`);
      continue;
    }
    const fromProblem = invalidFrom(from);
    if (fromProblem)
      fail(
        node,
        fromProblem,
        'Write the old path as the site serves it, from the root and without the base URL: `/docs/old-path`.',
      );
    else if (!isRedirectTarget(to))
      fail(
        fields.get('to') as YamlNode,
        `\`to: ${to}\` must be a path from the site's root (\`/docs/...\`, letters, digits and \`-._~/%\`, maybe a \`#anchor\`) or an \`https://\` address`,
        'Write the new path from the root, without the base URL: `/docs/new-path`; another site as `https://host/path`.',
      );
    else redirects.push({ from: normalizeFrom(from), to, line, toLine: lineOf(fields.get('to') as YamlNode) });
  }
  return { redirects, problems };
}

function stringField(node: unknown): string | undefined {
  return isScalar(node) && typeof node.value === 'string' && node.value.trim() ? node.value.trim() : undefined;
}

/** A path's characters (RFC 3986's unreserved, `%` escapes and `/`): nothing that could end an attribute or a rule. */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~%/]*$/;
const ANCHOR_CHARACTERS = /^[A-Za-z0-9\-._~%:]*$/;

/** A route of the site (maybe with `#anchor`), or an `https://` address with nothing odd in it. */
export function isRedirectTarget(to: string): boolean {
  if (to.startsWith('https://')) return isPlainHttpsUrl(to);
  const [path, anchor = '', ...more] = to.split('#');
  return (
    to.startsWith('/') &&
    !to.startsWith('//') &&
    PATH_CHARACTERS.test(path) &&
    ANCHOR_CHARACTERS.test(anchor) &&
    more.length === 0
  );
}

function isPlainHttpsUrl(to: string): boolean {
  if (/[\s"'<>`\\]/.test(to)) return false;
  try {
    const url = new URL(to);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

function invalidFrom(from: string): string | undefined {
  if (!from.startsWith('/') || from.startsWith('//')) return `\`from: ${from}\` must start with a single \`/\``;
  if (/[?#]/.test(from)) return `\`from: ${from}\` must be a path only, without \`?\` or \`#\``;
  if (!PATH_CHARACTERS.test(from)) return `\`from: ${from}\` may hold only letters, digits and \`-._~/%\``;
  if (from.split('/').some((part) => part === '..' || part === '.'))
    return `\`from: ${from}\` must not contain \`.\` or \`..\` segments`;
  if (from === '/') return 'the home page cannot be redirected';
  // A static host serves a file as it is: only a page can be replaced by a page that redirects.
  if (/\.(?!html$)[a-z][a-z0-9]*$/i.test(from.split('/').pop()!))
    return `\`from: ${from}\` names a file; redirects are for pages`;
  return undefined;
}

/** `/docs/old/`, `/docs/old.html` and `/docs/old` are the same page to a static host. */
export function normalizeFrom(from: string): string {
  return from.replace(/(?:\/index)?\.html$/, '').replace(/(.)\/$/, '$1');
}
