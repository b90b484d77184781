/**
 * A site publishes its own files only: a symbolic link in content/ that leads outside the site
 * folder, into a hidden file of it, or nowhere is an error naming it; links inside the site are
 * followed and published as files, by build, check and serve alike.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lstat, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, tempSite } from '../helpers/site.ts';
import { startDevServer } from '../../src/node/serve/dev-server.ts';
import { silentLogger } from '../../src/node/log.ts';

const page = (title: string) => `---\ntitle: ${title}\ndescription: The ${title} page.\n---\n\nAbout ${title}.\n`;

/** A folder outside the site with a secret file, a page and a folder of files. */
async function outside(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-outside-'));
  await writeFile(join(dir, 'secret.txt'), 'TOP SECRET');
  await writeFile(join(dir, 'page.md'), page('Outside'));
  return dir;
}

test('links leading outside the site, to a hidden file or nowhere are errors naming each link; nothing is written', async (t) => {
  const site = await tempSite('valid');
  const away = await outside();
  t.after(() => Promise.all([site.remove(), rm(away, { recursive: true, force: true })]));
  await writeFile(join(site.root, '.env'), 'TOKEN=1');
  await symlink(join(away, 'secret.txt'), join(site.root, 'content/static/secret.txt'));
  await symlink(join(away, 'page.md'), join(site.root, 'content/docs/outside.md'));
  await symlink(away, join(site.root, 'content/static/away'));
  await symlink('../../.env', join(site.root, 'content/static/env.txt'));
  await symlink('missing.md', join(site.root, 'content/docs/dangling.md'));
  await symlink('loop-b', join(site.root, 'content/static/loop-a'));
  await symlink('loop-a', join(site.root, 'content/static/loop-b'));
  for (const command of ['build', 'check']) {
    const result = await runCli([command, '--root', site.root]);
    assert.equal(result.code, 1, result.stderr);
    const lines = result.stderr.split('\n').filter((line) => /: error: /.test(line));
    assert.deepEqual(
      lines,
      [
        `content/docs/dangling.md: error: \`content/docs/dangling.md\` is a symbolic link to \`missing.md\`, which does not exist`,
        `content/docs/outside.md: error: \`content/docs/outside.md\` is a symbolic link to \`${join(away, 'page.md')}\`, outside the site folder: the site would publish that file`,
        `content/static/away: error: \`content/static/away\` is a symbolic link to \`${away}\`, outside the site folder: the site would publish that file`,
        `content/static/env.txt: error: \`content/static/env.txt\` is a symbolic link to \`.env\`, a hidden file of the site (settings, secrets, history): the site would publish it`,
        'content/static/loop-a: error: `content/static/loop-a` is a symbolic link that leads back to itself (loop-b)',
        'content/static/loop-b: error: `content/static/loop-b` is a symbolic link that leads back to itself (loop-a)',
        `content/static/secret.txt: error: \`content/static/secret.txt\` is a symbolic link to \`${join(away, 'secret.txt')}\`, outside the site folder: the site would publish that file`,
      ],
      result.stderr,
    );
  }
  assert.equal(
    await lstat(join(site.root, 'build')).then(
      () => true,
      () => false,
    ),
    false,
    'nothing was written',
  );
});

test('links inside the site are followed: pages, static files and folders are published as files', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await site.write('shared/pages/shared.md', page('Shared'));
  await site.write('shared/files/a.txt', 'file a');
  await site.write('shared/files/deep/b.txt', 'file b');
  await symlink('../../shared/pages/shared.md', join(site.root, 'content/docs/shared.md'));
  await symlink('../../shared/files', join(site.root, 'content/static/files'));
  await symlink('img/logo.svg', join(site.root, 'content/static/logo-again.svg'));
  const result = await runCli(['build', '--root', site.root]);
  assert.equal(result.code, 0, result.stderr);
  const out = join(site.root, 'build');
  for (const path of ['files/a.txt', 'files/deep/b.txt', 'logo-again.svg', 'docs/shared.html', 'docs/shared.md']) {
    assert.ok((await lstat(join(out, path))).isFile(), `${path} is a file, not a link`);
  }
  assert.equal(await readFile(join(out, 'files/deep/b.txt'), 'utf8'), 'file b');
  assert.match(await readFile(join(out, 'docs/shared.html'), 'utf8'), /About Shared\./);
  const links = (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isSymbolicLink());
  assert.deepEqual(links, [], 'the output holds no links');
});

test('serve follows links inside the site on every rebuild and reports a link leading outside', async (t) => {
  const site = await tempSite('valid');
  const away = await outside();
  await mkdir(join(site.root, 'content/static/img'), { recursive: true });
  await symlink('img/logo.svg', join(site.root, 'content/static/logo-again.svg'));
  const server = await startDevServer({ root: site.root, port: 0, host: '127.0.0.1', watch: true, log: silentLogger });
  t.after(async () => {
    await server.close();
    await Promise.all([site.remove(), rm(away, { recursive: true, force: true })]);
  });
  const origin = new URL(server.url).origin;
  const logo = await readFile(join(site.root, 'content/static/img/logo.svg'), 'utf8');
  assert.equal(await (await fetch(`${origin}/logo-again.svg`)).text(), logo);
  for (let edit = 1; edit <= 3; edit++) {
    const built = server.nextBuild();
    await site.write('content/docs/quickstart.md', `${await site.read('content/docs/quickstart.md')}\nEdit ${edit}.\n`);
    const page = () => fetch(`${origin}/docs/quickstart`).then((r) => r.text());
    let reply = await built;
    // On a busy machine the watcher can report the previous edit late: the build it starts may begin
    // before this edit is written, and the next one brings it.
    for (let more = 0; more < 3 && reply.type === 'built' && !(await page()).includes(`Edit ${edit}.`); more++)
      reply = await server.nextBuild();
    assert.equal(reply.type, 'built', JSON.stringify(reply));
    assert.match(await page(), new RegExp(`Edit ${edit}\\.`));
    assert.equal(await (await fetch(`${origin}/logo-again.svg`)).text(), logo);
  }
  const failed = server.nextBuild();
  await symlink(join(away, 'secret.txt'), join(site.root, 'content/static/secret.txt'));
  const reply = await failed;
  assert.equal(reply.type, 'failed');
  assert.deepEqual(reply.type === 'failed' && reply.problems.map((p) => `${p.file}: ${p.code}`), [
    'content/static/secret.txt: symlink-outside',
  ]);
  assert.equal((await fetch(`${origin}/secret.txt`)).status, 404);
});
