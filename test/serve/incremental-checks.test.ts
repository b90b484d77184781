/**
 * serve's worker reuses what the last build found for the docs an edit did not change (resolved
 * links, code-example results, the special pages' anchors: src/node/serve-session.ts). These edits
 * must still reach every page they concern, exactly as a fresh build would see them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { access, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../src/node/build.ts';
import { createServeSession, type ServeSession } from '../../src/node/serve-session.ts';
import { DocsgenError, type Problem } from '../../src/node/errors.ts';
import { tempSite, type TempSite } from '../helpers/site.ts';

/** One build of serve's worker after `changed` (site paths; none: a file was added or removed). */
async function rebuild(site: TempSite, session: ServeSession, changed?: string[]): Promise<Problem[]> {
  session.changed = changed && new Set(changed.map((path) => join(site.root, path)));
  const options = { root: site.root, outDir: join(site.root, '.docsgen/serve'), includeDrafts: true, search: false };
  try {
    return (await buildSite(options, {}, session)).warnings;
  } catch (error) {
    if (error instanceof DocsgenError) return error.problems;
    throw error;
  }
}

const about = (problems: Problem[], file: string, code: string) =>
  problems.filter((p) => p.file === file && p.code === code);

test('a heading renamed on one page reports the link into it on another page, and the fix clears it', async () => {
  const site = await tempSite('valid');
  try {
    const session = createServeSession();
    assert.deepEqual(about(await rebuild(site, session), 'content/docs/features.md', 'broken-anchor'), []);
    const install = await site.read('content/docs/guide/install.md');
    await site.write('content/docs/guide/install.md', install.replace('## Install the CLI', '## Set up the CLI'));
    const broken = about(
      await rebuild(site, session, ['content/docs/guide/install.md']),
      'content/docs/features.md',
      'broken-anchor',
    );
    assert.equal(broken.length, 1, 'features.md links to #install-the-cli, which is gone');
    await site.write('content/docs/guide/install.md', install);
    assert.deepEqual(
      about(
        await rebuild(site, session, ['content/docs/guide/install.md']),
        'content/docs/features.md',
        'broken-anchor',
      ),
      [],
    );
  } finally {
    await site.remove();
  }
});

test('a file a page links to stays published when another page is edited, and is reported once it is removed', async () => {
  const site = await tempSite('valid');
  const outDir = join(site.root, '.docsgen/serve');
  try {
    await site.write('content/docs/files/sheet.pdf', '%PDF-1.4 a one-page sheet');
    const features = await site.read('content/docs/features.md');
    await site.write('content/docs/features.md', `${features}\nSee [the sheet](files/sheet.pdf).\n`);
    const session = createServeSession();
    await rebuild(site, session);
    const published = /href="([^"]*sheet[^"]*\.pdf)"/.exec(
      await readFile(join(outDir, 'docs/features.html'), 'utf8'),
    )?.[1];
    assert.ok(published, 'the page links to the published file');
    await site.write(
      'content/docs/quickstart.md',
      `${await site.read('content/docs/quickstart.md')}\nOne more line.\n`,
    );
    const problems = await rebuild(site, session, ['content/docs/quickstart.md']);
    assert.deepEqual(about(problems, 'content/docs/features.md', 'broken-markdown-link'), []);
    assert.deepEqual(about(problems, 'content/docs/features.md', 'broken-link'), []);
    await access(join(outDir, published.replace(/^\//, '')));
    await rm(join(site.root, 'content/docs/files/sheet.pdf'));
    const gone = await rebuild(site, session);
    assert.ok(
      gone.some((p) => p.file === 'content/docs/features.md' && /sheet\.pdf/.test(p.message)),
      'the link to the removed file is reported',
    );
  } finally {
    await site.remove();
  }
});

test('a code example’s problem stays reported while other pages are edited, and goes when it is fixed', async () => {
  const site = await tempSite('valid');
  try {
    const session = createServeSession();
    await rebuild(site, session);
    const quickstart = await site.read('content/docs/quickstart.md');
    await site.write('content/docs/quickstart.md', `${quickstart}\n\`\`\`yaml\na: 1\nb: [1, 2\n\`\`\`\n`);
    const ofQuickstart = (problems: Problem[]) => problems.filter((p) => p.file === 'content/docs/quickstart.md');
    const reported = ofQuickstart(await rebuild(site, session, ['content/docs/quickstart.md']));
    assert.ok(reported.length > 0, 'the broken YAML example is reported');
    await site.write('content/docs/features.md', `${await site.read('content/docs/features.md')}\nOne more line.\n`);
    assert.deepEqual(ofQuickstart(await rebuild(site, session, ['content/docs/features.md'])), reported);
    await site.write('content/docs/quickstart.md', quickstart);
    assert.deepEqual(ofQuickstart(await rebuild(site, session, ['content/docs/quickstart.md'])), []);
  } finally {
    await site.remove();
  }
});
