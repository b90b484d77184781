/**
 * The code examples of the site's own pages checked after compiling (src/node/examples/). Generated
 * pages are left out (their recipes are checked with the catalog, and positions in their Markdown
 * mean nothing in their data files), and so are frozen versions, which describe the API of their
 * release rather than the schema the site ships now.
 *
 * Each page's result is kept in `.docsgen/cache/examples` under a digest of its examples, of what
 * they are checked against (the schema files, the catalog's files) and of the engine: a build
 * whose examples did not change loads neither the schema nor the catalog.
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { ContentModel } from '../content/load.ts';
import type { Problem } from '../errors.ts';
import type { CompiledPage } from '../markdown/types.ts';
import type { ExamplePage } from '../examples/check.ts';
import { cacheKey } from '../cache/key.ts';
import { readJsonEntry, writeEntry, type CacheName } from '../cache/verified.ts';

/**
 * serve's results of the last check, kept in memory: an edit reads no entry of the pages whose
 * examples did not change, and digests the schema and catalog files again only when one changed.
 */
export interface ExampleMemo {
  inputs?: string;
  /** Each page's problems by its key (the digest of its examples and the inputs). */
  results: Map<string, Problem[]>;
  /**
   * Each page's key by its compile key (a hash of its source, route and Markdown, which its examples
   * are made from) and the inputs: a page compiled as last time is not serialised and hashed again.
   */
  keys: Map<string, { against: string; key: string }>;
}

export async function checkSiteExamples(
  root: string,
  config: SiteConfig,
  content: ContentModel,
  compiled: Map<string, CompiledPage>,
  cache = true,
  memo?: { kept: ExampleMemo; changed?: ReadonlySet<string>; compileKeys: Map<string, string> },
): Promise<Problem[]> {
  const pages: ExamplePage[] = [];
  const compileKeyOf = new Map<ExamplePage, string | undefined>();
  for (const doc of content.docs.values()) {
    const examples = compiled.get(doc.id)?.codeExamples;
    if (doc.generator || doc.version || !examples || examples.length === 0) continue;
    const page = { file: doc.source, examples };
    pages.push(page);
    compileKeyOf.set(page, memo?.compileKeys.get(doc.id));
  }
  if (pages.length === 0) return [];
  if (!cache) return checkNow(root, config, pages);
  const cacheName: CacheName = { label: 'code example results', dir: join(root, '.docsgen/cache/examples') };
  const dir = cacheName.dir;
  const against = await keptCheckedAgainst(root, config, memo);
  const keyOf = (page: ExamplePage) =>
    cacheKey({
      kind: 'code-example-results-1',
      fingerprint: 'engine',
      options: { against },
      inputs: [page.file, JSON.stringify(page.examples)],
    });
  const keptKeys = new Map<string, { against: string; key: string }>();
  const keys = new Map(
    pages.map((page) => {
      const compileKey = compileKeyOf.get(page);
      const last = compileKey === undefined ? undefined : memo?.kept.keys.get(compileKey);
      const key = last?.against === against ? last.key : keyOf(page);
      if (compileKey !== undefined) keptKeys.set(compileKey, { against, key });
      return [page, key];
    }),
  );
  if (memo) memo.kept.keys = keptKeys;
  // Verified before use (src/node/cache/verified.ts): a damaged result is checked again.
  const known = await Promise.all(
    pages.map(
      (page) =>
        memo?.kept.results.get(keys.get(page)!) ??
        readJsonEntry<Problem[]>(cacheName, join(dir, `${keys.get(page)}.json`), keys.get(page)!),
    ),
  );
  if (memo) memo.kept.results = new Map(pages.flatMap((page, i) => (known[i] ? [[keys.get(page)!, known[i]]] : [])));
  const missing = pages.filter((_page, i) => known[i] === undefined);
  if (missing.length === 0) return known.flatMap((problems) => problems!);
  const checked = await checkNow(root, config, missing);
  for (const page of missing)
    memo?.kept.results.set(
      keys.get(page)!,
      checked.filter((p) => p.file === page.file),
    );
  await Promise.all(
    missing.map((page) =>
      writeEntry(
        join(dir, `${keys.get(page)}.json`),
        keys.get(page)!,
        JSON.stringify(checked.filter((p) => p.file === page.file)),
      ),
    ),
  );
  return [...known.flatMap((problems) => problems ?? []), ...checked];
}

/**
 * The examples checked: the checkers (graphql-js, Ajv, the schema and the catalog) are loaded only
 * then, so a build whose examples are all known loads none of them.
 */
async function checkNow(root: string, config: SiteConfig, pages: ExamplePage[]): Promise<Problem[]> {
  const [{ checkCodeExamples }, { loadExampleCheckers }] = await Promise.all([
    import('../examples/check.ts'),
    import('../examples/load.ts'),
  ]);
  return checkCodeExamples(pages, await loadExampleCheckers(root, config, pages));
}

/** What examples are checked against, as serve's last check had it while none of the files it reads changed since. */
async function keptCheckedAgainst(
  root: string,
  config: SiteConfig,
  memo: { kept: ExampleMemo; changed?: ReadonlySet<string> } | undefined,
): Promise<string> {
  const read = [...config.reference.graphqlSchema, CATALOG].map((path) => join(root, path));
  const untouched = memo?.changed && ![...memo.changed].some((path) => read.some((input) => path.startsWith(input)));
  if (untouched && memo.kept.inputs) return memo.kept.inputs;
  const against = await checkedAgainst(root, config);
  if (memo) memo.kept.inputs = against;
  return against;
}

const CATALOG = 'content/data/sources';

/** What examples are checked against, as one key: the schema files, the source catalog's files (by size and time). */
async function checkedAgainst(root: string, config: SiteConfig): Promise<string> {
  const inputs: (string | Uint8Array)[] = [];
  for (const path of config.reference.graphqlSchema)
    inputs.push(path, await readFile(join(root, path)).catch(() => 'missing'));
  const catalog = join(root, CATALOG);
  const files = ((await readdir(catalog, { recursive: true }).catch(() => [])) as string[]).sort();
  for (const file of files) {
    const info = await stat(join(catalog, file)).catch(() => undefined);
    inputs.push(`${file}:${info?.size}:${info?.mtimeMs}`);
  }
  return cacheKey({ kind: 'code-example-inputs-1', fingerprint: 'engine', inputs });
}
