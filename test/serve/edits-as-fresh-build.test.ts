/**
 * serve's worker rebuilds after an edit from what its last build kept (compiled pages, resolved
 * links, sidebars, the special pages' data, the site-wide files: src/node/serve-session.ts). After
 * each edit its output folder and its problems must be those of a fresh build of the same files.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../src/node/build.ts';
import { createServeSession, type ServeSession } from '../../src/node/serve-session.ts';
import { DocsgenError, type Problem } from '../../src/node/errors.ts';
import { tempSite, type TempSite } from '../helpers/site.ts';

const SERVED = '.docsgen/serve';
const FRESH = '.docsgen/fresh';

/** A build's problems, thrown or returned, in a form two builds can be compared by. */
async function problemsOf(build: Promise<{ warnings: Problem[] }>): Promise<string[]> {
  const problems = await build.then(
    (result) => result.warnings,
    (error: unknown) => {
      if (error instanceof DocsgenError) return error.problems;
      throw error;
    },
  );
  return problems.map((p) => `${p.severity} ${p.code} ${p.file}:${p.line ?? ''} ${p.message}`).sort();
}

/** serve's build after `changed` (site paths), then its quiet writes (llms-full.txt). */
async function serveBuild(site: TempSite, session: ServeSession, changed?: string[]): Promise<string[]> {
  session.changed = changed && new Set(changed.map((path) => join(site.root, path)));
  const options = { root: site.root, outDir: join(site.root, SERVED), includeDrafts: true, search: false };
  const problems = await problemsOf(buildSite(options, {}, session));
  for (const write of session.quietWrites.values()) await write();
  session.quietWrites.clear();
  return problems;
}

/**
 * A one-off build into a folder of its own, with its caches on disk as `docsgen build` has them (keyed
 * by content: a page compiled or rendered from other inputs than serve's is made anew). Without them
 * the client bundle could differ in name from the session's, which was bundled from the cache.
 */
function freshBuild(site: TempSite): Promise<string[]> {
  const options = { root: site.root, outDir: join(site.root, FRESH), includeDrafts: true, search: false };
  return problemsOf(buildSite(options, {}));
}

/** The files a build makes from the content (the search index and social cards are serve's later work). */
async function contentFiles(dir: string): Promise<string[]> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  return files.filter((file) => /\.(html|md|xml|txt|json|svg)$/.test(file) && !/^(pagefind|cards)\//.test(file)).sort();
}

/** After an edit: the same problems as a fresh build, and every file the fresh build wrote, the same in serve's folder. */
async function assertAsFresh(site: TempSite, session: ServeSession, changed: string[], what: string) {
  const served = await serveBuild(site, session, changed);
  const fresh = await freshBuild(site);
  assert.deepEqual(served, fresh, `${what}: serve reports what a fresh build reports`);
  if (fresh.some((p) => p.startsWith('error'))) return served;
  const freshFiles = await contentFiles(join(site.root, FRESH));
  const servedPages = (await contentFiles(join(site.root, SERVED))).filter((f) => f.endsWith('.html'));
  // serve keeps the full sidebar lists of earlier builds (pages loaded before an edit still ask for theirs).
  const pages = (files: string[]) => files.filter((f) => f.endsWith('.html') && !f.startsWith('assets/'));
  assert.deepEqual(pages(servedPages), pages(freshFiles), `${what}: the same pages`);
  for (const file of freshFiles)
    assert.equal(
      await readFile(join(site.root, SERVED, file), 'utf8'),
      await readFile(join(site.root, FRESH, file), 'utf8'),
      `${what}: ${file} as a fresh build writes it`,
    );
  return served;
}

test('after each edit serve writes and reports what a fresh build would', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const session = createServeSession();
  assert.deepEqual(await serveBuild(site, session), await freshBuild(site));
  const install = await site.read('content/docs/guide/install.md');
  // features.md links to #install-the-cli: renaming the heading breaks that link, on another page.
  const renamed = install.replace('## Install the CLI', '## Set up the CLI');
  await site.write('content/docs/guide/install.md', renamed);
  const broken = await assertAsFresh(site, session, ['content/docs/guide/install.md'], 'heading renamed');
  assert.ok(
    broken.some((p) => p.includes('broken-anchor content/docs/features.md')),
    'the link into the renamed heading is reported',
  );
  await site.write('content/docs/guide/install.md', install);
  await assertAsFresh(site, session, ['content/docs/guide/install.md'], 'heading put back');
  // A title shows in the sidebar, the breadcrumbs and the previous/next links of other pages.
  const quickstart = await site.read('content/docs/quickstart.md');
  await site.write('content/docs/quickstart.md', quickstart.replace('title: Quickstart', 'title: First steps'));
  await assertAsFresh(site, session, ['content/docs/quickstart.md'], 'title changed');
  // A page in a sidebar category, and that category's own page.
  await site.write('content/docs/guide/install.md', `${install}\nOne more paragraph.\n`);
  await assertAsFresh(site, session, ['content/docs/guide/install.md'], 'page in a category edited');
  const guides = await site.read('content/docs/guide/index.md');
  await site.write(
    'content/docs/guide/index.md',
    guides.replace('description: Every guide', 'description: All guides'),
  );
  await assertAsFresh(site, session, ['content/docs/guide/index.md'], 'category page described anew');
  const home = await site.read('content/data/home.yaml');
  await site.write('content/data/home.yaml', `${home}\n# edited\n`);
  await assertAsFresh(site, session, ['content/data/home.yaml'], 'home data edited');
  // A static file is copied again once it changed (and only then: src/node/output/write.ts, placeOnce).
  const logo = await site.read('content/static/img/logo.svg');
  await site.write('content/static/img/logo.svg', logo.replace('<svg', '<svg data-edited="yes"'));
  await assertAsFresh(site, session, ['content/static/img/logo.svg'], 'static file edited');
});

test('a large sidebar (its full list a file of its own) follows a title change and an edit', async (t) => {
  const many = Array.from({ length: 125 }, (_, i) => `many/page-${i}`);
  const pages = Object.fromEntries(
    many.map((id, i) => [`content/docs/${id}.md`, `---\ntitle: Page ${i}\n---\n\nText of page ${i}.\n\n## Part\n`]),
  );
  const site = await tempSite('valid', pages);
  t.after(() => site.remove());
  const sidebars = await site.read('content/sidebars.yaml');
  await site.write(
    'content/sidebars.yaml',
    `${sidebars}\n  - type: category\n    label: Many\n    items:\n${many.map((id) => `      - ${id}`).join('\n')}\n`,
  );
  const session = createServeSession();
  assert.deepEqual(await serveBuild(site, session), await freshBuild(site));
  await site.write('content/docs/many/page-7.md', '---\ntitle: Seventh page\n---\n\nRenamed.\n\n## Part\n');
  await assertAsFresh(site, session, ['content/docs/many/page-7.md'], 'title in a large sidebar changed');
  await site.write('content/docs/many/page-8.md', '---\ntitle: Page 8\n---\n\nText of page 8, edited.\n\n## Part\n');
  await assertAsFresh(site, session, ['content/docs/many/page-8.md'], 'page of a large sidebar edited');
});
