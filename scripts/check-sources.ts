/**
 * Checks source catalog files (content/data/sources/) and prints their problems and option
 * counts: `node --import tsx scripts/check-sources.ts [id ...]` (no ids: every file).
 * `docsgen check` reports the same problems as part of the whole site.
 */
import { readFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadCatalog } from '../src/node/generators/sources/catalog.ts';
import { DocsgenError, formatProblem } from '../src/node/errors.ts';

const root = resolve(import.meta.dirname, '..');
const ids = process.argv.slice(2);
const context = {
  root,
  readText: (p: string) => readFile(join(root, p), 'utf8'),
  listFiles: (d: string) => readdir(join(root, d)),
};
const wanted = (file: string) => ids.length === 0 || ids.some((id) => file.endsWith(`/${id}.yaml`));

try {
  const catalog = await loadCatalog(context);
  for (const platform of catalog.filter((p) => wanted(p.file))) {
    console.log(`${platform.id}: ${platform.plugins.map((p) => `${p.name} (${p.options.length} options)`).join(', ')}`);
  }
  console.log(`ok: ${catalog.length} platforms`);
} catch (error) {
  if (!(error instanceof DocsgenError)) throw error;
  const mine = error.problems.filter((p) => wanted(p.file));
  for (const p of mine) console.log(formatProblem(p));
  console.log(`${mine.length} problem(s) in the files asked for; ${error.problems.length - mine.length} elsewhere`);
  process.exitCode = 1;
}
