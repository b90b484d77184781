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
import { checkCodeExamples, type ExamplePage } from '../examples/check.ts';
import { loadExampleCheckers } from '../examples/load.ts';
import { cacheKey } from '../cache/key.ts';
import { readJsonEntry, writeEntry, type CacheName } from '../cache/verified.ts';

export async function checkSiteExamples(
  root: string,
  config: SiteConfig,
  content: ContentModel,
  compiled: Map<string, CompiledPage>,
  cache = true,
): Promise<Problem[]> {
  const pages: ExamplePage[] = [];
  for (const doc of content.docs.values()) {
    const examples = compiled.get(doc.id)?.codeExamples;
    if (!doc.generator && !doc.version && examples && examples.length > 0) pages.push({ file: doc.source, examples });
  }
  if (pages.length === 0) return [];
  if (!cache) return checkCodeExamples(pages, await loadExampleCheckers(root, config, pages));
  const cacheName: CacheName = { label: 'code example results', dir: join(root, '.docsgen/cache/examples') };
  const dir = cacheName.dir;
  const against = await checkedAgainst(root, config);
  const keyOf = (page: ExamplePage) =>
    cacheKey({
      kind: 'code-example-results-1',
      fingerprint: 'engine',
      options: { against },
      inputs: [page.file, JSON.stringify(page.examples)],
    });
  // Verified before use (src/node/cache/verified.ts): a damaged result is checked again.
  const known = await Promise.all(
    pages.map((page) => readJsonEntry<Problem[]>(cacheName, join(dir, `${keyOf(page)}.json`), keyOf(page))),
  );
  const missing = pages.filter((_page, i) => known[i] === undefined);
  if (missing.length === 0) return known.flatMap((problems) => problems!);
  const checked = checkCodeExamples(missing, await loadExampleCheckers(root, config, missing));
  await Promise.all(
    missing.map((page) =>
      writeEntry(
        join(dir, `${keyOf(page)}.json`),
        keyOf(page),
        JSON.stringify(checked.filter((p) => p.file === page.file)),
      ),
    ),
  );
  return [...known.flatMap((problems) => problems ?? []), ...checked];
}

/** What examples are checked against, as one key: the schema files, the source catalog's files (by size and time). */
async function checkedAgainst(root: string, config: SiteConfig): Promise<string> {
  const inputs: (string | Uint8Array)[] = [];
  for (const path of config.reference.graphqlSchema)
    inputs.push(path, await readFile(join(root, path)).catch(() => 'missing'));
  const catalog = join(root, 'content/data/sources');
  const files = ((await readdir(catalog, { recursive: true }).catch(() => [])) as string[]).sort();
  for (const file of files) {
    const info = await stat(join(catalog, file)).catch(() => undefined);
    inputs.push(`${file}:${info?.size}:${info?.mtimeMs}`);
  }
  return cacheKey({ kind: 'code-example-inputs-1', fingerprint: 'engine', inputs });
}
