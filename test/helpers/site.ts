/** Test helpers: copy a fixture site to a temporary folder, with the page data it needs. */
import { cp, mkdir, mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { join, resolve, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const fixtures = join(repoRoot, 'test/fixtures/sites');

export interface TempSite {
  root: string;
  write(path: string, text: string): Promise<void>;
  read(path: string): Promise<string>;
  remove(): Promise<void>;
}

/**
 * A copy of `test/fixtures/sites/<name>`, plus the project's content/data unless it has its own
 * or `pageData` is false (a site with docs only).
 */
export async function tempSite(
  name: string,
  edits: Record<string, string> = {},
  { pageData = true } = {},
): Promise<TempSite> {
  const root = await mkdtemp(join(tmpdir(), `docsgen-${name}-`));
  // Only the site's own files: not a cache or an output left in the fixture by a manual build.
  const leftovers = ['.docsgen', 'build'].map((dir) => join(fixtures, name, dir));
  await cp(join(fixtures, name), root, { recursive: true, filter: (source) => !leftovers.includes(source) });
  if (pageData) await copyPageData(root);
  const site: TempSite = {
    root,
    write: async (path, content) => {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), content);
    },
    read: (path) => readFile(join(root, path), 'utf8'),
    remove: () => rm(root, { recursive: true, force: true }),
  };
  for (const [path, content] of Object.entries(edits)) await site.write(path, content);
  return site;
}

/** Runs the CLI in-process and captures its output. */
export async function runCli(
  args: string[],
  cwd = repoRoot,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { main } = await import('../../src/node/cli/main.ts');
  let stdout = '';
  let stderr = '';
  const code = await main(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    interrupted: new AbortController().signal,
  });
  return { code, stdout, stderr };
}

/**
 * Fixture sites show the project's home, landing, guild and integrations data (so that the
 * special pages are tested with real data); their doc links are pointed at a fixture page.
 */
async function copyPageData(root: string): Promise<void> {
  const from = join(repoRoot, 'content/data');
  for (const name of ['home.yaml', 'docs-landing.yaml', 'guild.yaml', 'integrations.yaml']) {
    const target = join(root, 'content/data', name);
    if (
      await readFile(target).then(
        () => true,
        () => false,
      )
    )
      continue;
    const text = await readFile(join(from, name), 'utf8');
    await mkdir(dirname(target), { recursive: true });
    await writeFile(
      target,
      text.replace(/(["'\s:])\/docs\/(?!generated\/)[A-Za-z0-9_/.-]+(#[A-Za-z0-9_-]+)?/g, '$1/docs/quickstart'),
    );
  }
}
