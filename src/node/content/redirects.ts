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
import { z } from 'zod';
import type { Problem } from '../errors.ts';
import { yamlSyntaxProblems } from '../util/yaml-errors.ts';
import { yamlData } from '../util/yaml-aliases.ts';
import { parseYaml, yamlLocator } from '../../shared/yaml-place.ts';
import { checkEntry, hintOf, issueProblems, type Issue, type Report } from '../util/data-problems.ts';
import { valueAt, type DataPath } from '../util/data-path.ts';

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

/** A field's text, trimmed; empty is as good as missing. */
const text = z.string().trim().min(1);

const FROM_HINT = 'Write the old path as the site serves it, from the root and without the base URL: `/docs/old-path`.';
const TO_HINT =
  'Write the new path from the root, without the base URL: `/docs/new-path`; another site as `https://host/path`.';

/** A redirect. The target is checked once the old path is right: one mistake at a time per entry. */
const redirectSchema = z.strictObject({ from: text, to: text }).superRefine(({ from, to }, ctx) => {
  // zod runs this after a failed length check too: an empty field is reported as missing.
  if (!from || !to) return;
  const fromProblem = invalidFrom(from);
  if (fromProblem) ctx.addIssue({ code: 'custom', message: fromProblem, params: { hint: FROM_HINT } });
  else if (!isRedirectTarget(to))
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `\`to: ${to}\` must be a path from the site's root (\`/docs/...\`, letters, digits and \`-._~/%\`, maybe a \`#anchor\`) or an \`https://\` address`,
      params: { hint: TO_HINT },
    });
});

export function parseRedirects(source: string, file = REDIRECTS_FILE): { redirects: Redirect[]; problems: Problem[] } {
  const yaml = parseYaml(source);
  if (yaml.doc.errors.length > 0)
    return {
      redirects: [],
      problems: yamlSyntaxProblems(yaml.doc, yaml.counter, { file, code: 'redirect-yaml', fallbackHint: EXAMPLE }),
    };
  const read = yamlData(yaml.doc, yaml.counter, { file, code: 'redirect-yaml' });
  if ('problem' in read) return { redirects: [], problems: [read.problem] };
  if (read.data === null) return { redirects: [], problems: [] };
  const locate = yamlLocator(yaml, { columns: false });
  const line = (path: DataPath) => locate(path, 'value').line;
  const list = checkEntry(z.array(z.unknown()), read.data, []);
  const issues = [...list.issues];
  const redirects = (list.data ?? []).flatMap((value, index) => {
    const entry = checkEntry(redirectSchema, value, [index]);
    issues.push(...entry.issues);
    if (!entry.data) return [];
    return [
      { from: normalizeFrom(entry.data.from), to: entry.data.to, line: line([index]), toLine: line([index, 'to']) },
    ];
  });
  const problems = issueProblems(issues, {
    file,
    code: 'redirect-invalid',
    locate,
    data: read.data,
    hint: EXAMPLE,
    word: redirectWording,
  });
  return { redirects, problems: problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
}

/** Every problem of an entry but a wrong target is reported at the entry's first line. */
function redirectWording(issue: Issue, { data }: { data: unknown }): Report | undefined {
  const [index, field] = issue.path;
  if (index === undefined) return { message: 'redirects.yaml must be a list of redirects', at: 'value' };
  const entry = { path: [index], at: 'value' as const };
  if (issue.code === 'custom')
    return { ...(field === 'to' ? { at: 'value' } : entry), message: issue.message, hint: hintOf(issue) };
  if (issue.code === 'unrecognized_keys')
    return {
      ...entry,
      message: `unknown field \`${issue.keys[0]}\` in a redirect`,
      hint: 'A redirect has exactly two fields, `from` and `to`.',
    };
  if (field === undefined) return { ...entry, message: 'a redirect must have `from` and `to`', hint: EXAMPLE };
  const from = valueAt(data, [index, 'from']);
  const named = typeof from === 'string' && from.trim() ? ` (from ${from.trim()})` : '';
  return { ...entry, message: `a redirect needs both \`from\` and \`to\`${named}`, hint: EXAMPLE };
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
