/** "Last updated … by": authors as the repository's .mailmap names them, and hidden by `showLastUpdateAuthor: false`. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { readLastUpdates } from '../../src/node/site/git.ts';
import { buildSite } from '../../src/node/build.ts';
import { tempSite, type TempSite } from '../helpers/site.ts';

const run = promisify(execFile);

/** Makes the site a git repository whose one commit is by `jdoe` under an old address. */
async function commitAsOldIdentity(site: TempSite): Promise<void> {
  const git = (...args: string[]) => run('git', ['-C', site.root, ...args]);
  await git('init', '-q');
  await git('add', '-A');
  await git(
    '-c',
    'user.name=Committer',
    '-c',
    'user.email=committer@example.com',
    'commit',
    '-q',
    '--author',
    'jdoe <jdoe@old.example>',
    '-m',
    'docs',
  );
}

test('authors are read by the .mailmap of the repository, as git log --use-mailmap names them', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await commitAsOldIdentity(site);
  assert.equal(
    (await readLastUpdates(site.root)).get('content/docs/quickstart.md')?.author,
    'jdoe',
    'without a .mailmap: the name of the commit',
  );
  await site.write('.mailmap', 'Jane Doe <jane@example.com> <jdoe@old.example>\n');
  assert.equal((await readLastUpdates(site.root)).get('content/docs/quickstart.md')?.author, 'Jane Doe');
});

test('a doc page names the mapped author; showLastUpdateAuthor: false leaves the author out and keeps the date', async (t) => {
  const site = await tempSite('valid', { '.mailmap': 'Jane Doe <jane@example.com> <jdoe@old.example>\n' });
  t.after(() => site.remove());
  await commitAsOldIdentity(site);
  const outDir = join(site.root, 'build');
  const lastUpdated = async () =>
    /<span class="last-updated">(.*?)<\/span>/
      .exec(await readFile(join(outDir, 'docs/quickstart.html'), 'utf8'))?.[1]
      .replace(/<[^>]+>/g, '');
  await buildSite({ root: site.root, outDir, search: false });
  assert.match((await lastUpdated()) ?? '', /^Last updated on \w+ \d+, \d{4} by Jane Doe$/);
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config.replace('docs: { editUrl:', 'docs: { showLastUpdateAuthor: false, editUrl:'),
  );
  await buildSite({ root: site.root, outDir, search: false });
  assert.match((await lastUpdated()) ?? '', /^Last updated on \w+ \d+, \d{4}$/);
});
