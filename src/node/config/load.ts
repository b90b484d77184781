/**
 * Loads `site.config.ts`: bundles it with esbuild (type-only imports allowed), imports the
 * result fresh every time (so `serve` can reload it), and validates it against the schema.
 */
import { readFile, access } from 'node:fs/promises';
import { join } from 'node:path';
import { BundleError, importModule } from '../util/import-module.ts';
import type { z } from 'zod';
import { ConfigError, problem } from '../errors.ts';
import { issueProblems, PARSED_ONCE, type Issue, type Report } from '../util/data-problems.ts';
import { BASE_URL_EXPECTED, BASE_URL_FORM, siteConfigSchema, URL_EXPECTED, type SiteConfig } from './schema.ts';
import { NAVBAR_ITEM_TYPES } from './navigation-schema.ts';
import { describeValue, formatPath, joinPath, valueAt } from '../util/data-path.ts';
import { keysAt } from '../util/schema-keys.ts';
import { closest } from '../../shared/suggest.ts';
import { configLocator, literalPositions } from './positions.ts';
import { declaredLayout, resolveLayout } from './layout.ts';

export const CONFIG_FILE = 'site.config.ts';

export async function loadConfig(root: string): Promise<SiteConfig> {
  const file = join(root, CONFIG_FILE);
  try {
    await access(file);
  } catch {
    throw new ConfigError([
      problem(
        'config-missing',
        { file: CONFIG_FILE },
        `no ${CONFIG_FILE} in ${root}`,
        'Run docsgen in a site folder (site.config.ts + content/), or pass --root DIR.',
      ),
    ]);
  }
  const raw = await importConfig(file);
  const source = await readFile(file, 'utf8');
  const config = validateConfig(raw, source);
  const layout = await resolveLayout(root, config);
  try {
    await access(join(root, layout.docs));
  } catch {
    const named = config.docs.path !== undefined;
    throw new ConfigError([
      problem(
        'content-missing',
        {
          file: named ? CONFIG_FILE : `${layout.docs}/`,
          line: named ? configLocator(source)(['docs', 'path']).line : undefined,
        },
        `no docs folder ${layout.docs}/ in ${root}`,
        named
          ? 'Fix `docs.path`: it is relative to the site folder.'
          : 'A site folder holds site.config.ts and content/docs/ (or docs/, as a Docusaurus site): create it, or pass the right --root DIR.',
      ),
    ]);
  }
  return { ...config, layout, linkPositions: literalPositions(source, configLinks(config)) };
}

/** The internal link targets the navbar and footer name, in the order they are written. */
export function configLinks(config: SiteConfig): string[] {
  const targets: string[] = [];
  for (const item of config.navbar.items) if ('to' in item && item.to) targets.push(item.to);
  for (const group of config.footer.links) for (const item of group.items) if (item.to) targets.push(item.to);
  return targets;
}

async function importConfig(file: string): Promise<unknown> {
  let exported: unknown;
  try {
    exported = await importModule(file);
  } catch (error) {
    if (error instanceof BundleError) {
      // esbuild reads the imports too: a missing file is no syntax error.
      const hint = error.message.startsWith('Could not resolve')
        ? 'No file is at that path: fix the import (relative to site.config.ts) or add the file.'
        : 'Fix the TypeScript syntax error.';
      throw new ConfigError([
        problem('config-syntax', { file: CONFIG_FILE, line: error.line, column: error.column }, error.message, hint),
      ]);
    }
    throw new ConfigError([
      problem(
        'config-eval',
        { file: CONFIG_FILE },
        `site.config.ts failed to load: ${(error as Error).message}`,
        'The config must be a plain object; only type imports are allowed.',
      ),
    ]);
  }
  if (exported === undefined) {
    throw new ConfigError([
      problem(
        'config-export',
        { file: CONFIG_FILE },
        'site.config.ts has no default export',
        'End the file with `export default config;` where config is a plain object.',
      ),
    ]);
  }
  return exported;
}

/** Validates a config object; every problem names the field, what it got and what it expects. */
export function validateConfig(raw: unknown, source = ''): SiteConfig {
  const result = siteConfigSchema.safeParse(raw, PARSED_ONCE);
  if (result.success) return { ...result.data, layout: declaredLayout(result.data) };
  const { typos, written } = misspeltRequiredFields(result.error.issues, raw);
  const issues = result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? withoutKeys(issue, written) : [issue],
  );
  throw new ConfigError(
    issueProblems(issues, {
      file: CONFIG_FILE,
      code: 'config-invalid',
      locate: configLocator(source),
      data: raw,
      schema: siteConfigSchema,
      hint: FIELDS_HINT,
      word: (issue) => configWording(issue, raw, typos),
    }),
  );
}

/**
 * A required field that is missing because it is written with a typo (`tagLine:` for `tagline:`):
 * one error at the typo's line, rather than "got nothing" with no line and "unknown field" apart.
 * `typos`: the missing field's path → the key as written; `written`: the paths of those keys.
 */
function misspeltRequiredFields(
  issues: z.core.$ZodIssue[],
  raw: unknown,
): { typos: Map<string, string>; written: Set<string> } {
  const typos = new Map<string, string>();
  const written = new Set<string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    const parent = formatPath(issue.path);
    const allowed = keysAt(siteConfigSchema, issue.path, raw) ?? [];
    for (const key of issue.keys) {
      const meant = closest(key, allowed);
      if (meant === undefined) continue;
      const missing = joinPath(parent, meant);
      if (
        !issues.some(
          (other) =>
            other.code === 'invalid_type' &&
            valueAt(raw, other.path) === undefined &&
            formatPath(other.path) === missing,
        )
      )
        continue;
      typos.set(missing, key);
      written.add(joinPath(parent, key));
    }
  }
  return { typos, written };
}

/** An unknown-keys issue without the keys already reported as misspelt required fields. */
function withoutKeys(
  issue: z.core.$ZodIssue & { code: 'unrecognized_keys' },
  written: Set<string>,
): z.core.$ZodIssue[] {
  const keys = issue.keys.filter((key) => !written.has(joinPath(formatPath(issue.path), key)));
  return keys.length > 0 ? [{ ...issue, keys }] : [];
}

const FIELDS_HINT = 'See "Site configuration" in docs/authoring.md for the fields and the values they take.';

function configWording(issue: Issue, raw: unknown, typos: Map<string, string>): Report | Report[] {
  const path = formatPath(issue.path);
  const got = describeValue(valueAt(raw, issue.path));
  const typo = typos.get(path);
  if (typo)
    return {
      path: [...issue.path.slice(0, -1), typo],
      message: `\`${path}\` got ${got}, expected ${expectation(issue)}`,
      hint: `\`${typo}\` on this line is not a field: did you mean \`${issue.path.at(-1)!.toString()}\`?`,
    };
  if (issue.code === 'unrecognized_keys') {
    const allowed = keysAt(siteConfigSchema, issue.path, raw) ?? [];
    return issue.keys.map((key) => {
      const suggestion = closest(key, allowed);
      return {
        path: [...issue.path, key],
        message: `unknown field \`${joinPath(path, key)}\``,
        hint: suggestion ? `Did you mean \`${suggestion}\`?` : FIELDS_HINT,
      };
    });
  }
  if (issue.code === 'invalid_union' && 'discriminator' in issue && issue.discriminator) {
    // zod puts the discriminator key at the end of the path already.
    const value = valueAt(raw, issue.path);
    const suggestion = typeof value === 'string' ? closest(value, NAVBAR_ITEM_TYPES) : undefined;
    return {
      message: `\`${path}\` got ${got}, expected one of ${NAVBAR_ITEM_TYPES.join(', ')}`,
      hint: suggestion ? `Did you mean "${suggestion}"?` : FIELDS_HINT,
    };
  }
  return {
    message: `\`${path || '(root)'}\` got ${got}, expected ${expectation(issue)}`,
    hint: valueHint(issue, valueAt(raw, issue.path)),
  };
}

/** What to write instead of a wrong value: the allowed value it is closest to, or quotes around a number. */
/** The slashes added when they are all that is missing; else what may be written. */
function baseUrlHint(value: string): string {
  const meant = `/${value.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  if (BASE_URL_FORM.test(meant)) return `Did you mean "${meant}"?`;
  return 'Write the path the site is served under, such as "/docs-site/": letters, digits and "-._~" between the slashes, no spaces, quotes or other signs.';
}

function valueHint(issue: Issue, value: unknown): string {
  if (issue.code === 'invalid_value' && typeof value === 'string') {
    const meant = closest(
      value,
      issue.values.filter((v): v is string => typeof v === 'string'),
    );
    if (meant) return `Did you mean "${meant}"?`;
  }
  if (issue.code === 'invalid_format' && typeof value === 'string') {
    if (issue.message === URL_EXPECTED)
      return `Did you mean "https://${value.replace(/^[a-z][a-z+.-]*:\/*|^\/+/i, '')}"?`;
    if (issue.message === BASE_URL_EXPECTED) return baseUrlHint(value);
  }
  if (
    issue.code === 'invalid_type' &&
    issue.expected === 'string' &&
    (typeof value === 'number' || typeof value === 'boolean')
  ) {
    return `Put the value in quotes: \`'${String(value)}'\`.`;
  }
  return FIELDS_HINT;
}

function expectation(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected;
    case 'invalid_value':
      return issue.values.map((v) => JSON.stringify(v)).join(' or ');
    case 'invalid_format':
    case 'custom':
      return issue.message;
    case 'too_small':
      return `at least ${String(issue.minimum)}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}`;
    default:
      return issue.message;
  }
}
