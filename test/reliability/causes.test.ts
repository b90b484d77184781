/**
 * Messages that say the cause (a full, read-only or forbidden disk, a link to nothing), inputs
 * validated (base URL, redirects, routes that differ in case), and a build killed outright: the
 * previous output stays whole and the next build removes what the killed one left.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, repoRoot, tempSite } from '../helpers/site.ts';
import { systemErrorMessage } from '../../src/node/cli/system-errors.ts';
import { parseRedirects } from '../../src/node/content/redirects.ts';
import { ownedName, ownerOf, removeStale } from '../../src/node/util/stale.ts';

/** An error as Node's fs raises it. */
const fsError = (code: string, syscall: string, path?: string) =>
  Object.assign(new Error(`${code}: ${syscall} '${path}'`), { code, syscall, path });

test('a full disk, a read-only disk and a forbidden folder each give one message with the path and a hint', async () => {
  const full = await writeFile('/dev/full', 'x').then(
    () => undefined,
    (error: unknown) => error,
  );
  assert.equal(
    await systemErrorMessage(full),
    'cannot write: the disk is full (ENOSPC)\n  hint: Free space on that disk (the cache in .docsgen/ can be removed), or build into a folder on another disk with --out.',
  );
  assert.equal(
    await systemErrorMessage(fsError('ENOSPC', 'write', '/srv/site/build/docs/a.html')),
    'cannot write /srv/site/build/docs/a.html: the disk is full (ENOSPC)\n  hint: Free space on that disk (the cache in .docsgen/ can be removed), or build into a folder on another disk with --out.',
  );
  // Pagefind reports what failed in its message only.
  assert.match(
    (await systemErrorMessage(new Error('Failed to write index: No space left on device (os error 28)')))!,
    /^cannot write: the disk is full \(ENOSPC\)/,
  );
  assert.equal(
    await systemErrorMessage(fsError('EROFS', 'mkdir', '/mnt/ro/build')),
    'cannot write /mnt/ro/build: it is on a read-only file system (EROFS)\n  hint: Build into a folder you can write with --out, or mount the disk writable.',
  );
  assert.equal(
    await systemErrorMessage(fsError('EACCES', 'open', '/srv/build/x.html')),
    'cannot open /srv/build/x.html: permission denied (EACCES)\n  hint: Give your user write access to that folder, or build into one you can write with --out.',
  );
  assert.equal(
    await systemErrorMessage(new Error('wrapped', { cause: fsError('EPERM', 'rename', '/srv/build') })),
    'cannot replace /srv/build: permission denied (EPERM)\n  hint: Give your user write access to that folder, or build into one you can write with --out.',
  );
  // Node's recursive mkdir says ENOENT where a parent folder may not be written: the cause is looked up.
  const locked = await mkdtemp(join(tmpdir(), 'docsgen-locked-'));
  const refusing = async () => {
    throw Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS' });
  };
  assert.equal(
    await systemErrorMessage(fsError('ENOENT', 'mkdir', join(locked, 'a/b/build')), refusing),
    `cannot write ${locked}: it is on a read-only file system (EROFS)\n  hint: Build into a folder you can write with --out, or mount the disk writable.`,
  );
  await rm(locked, { recursive: true });
  assert.equal(await systemErrorMessage(new Error('a bug')), undefined);
  assert.equal(
    await systemErrorMessage(fsError('ENOENT', 'open', '/nowhere/at/all')),
    undefined,
    'a plain missing file is not given a cause it does not have',
  );
});

test('a symbolic link to nothing is named with its target, not as ENOENT', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const link = join(site.root, 'gone');
  await symlink('/nonexistent/docsgen-target', link);
  const message = `${link} is a symbolic link to /nonexistent/docsgen-target, which does not exist (ENOENT)\n  hint: Point the link at an existing file or folder, or remove it.`;
  assert.equal(await systemErrorMessage(fsError('ENOENT', 'open', link)), message);
  assert.equal(
    await systemErrorMessage(fsError('ENOENT', 'mkdir', join(link, 'build/docs'))),
    message,
    'a folder to be made inside it names the link',
  );
  // The whole command: one message, no stack trace.
  for (const out of ['gone', 'gone/build']) {
    const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search', '--out', out]);
    assert.equal(code, 1);
    assert.ok(stderr.endsWith(`docsgen: ${message}\n`), stderr);
    assert.doesNotMatch(stderr, /\n\s+at |--verbose/);
  }
});

test('a hostile --base-url is refused with exit 2, naming the option and the form it must have', async () => {
  for (const value of ["/a'b</script><script>alert(1)</script>/", '/a b/', '/a/../b/', '/x?y/']) {
    const { code, stderr } = await runCli(['build', '--base-url', value, '--root', '/nonexistent']);
    assert.equal(code, 2, value);
    assert.equal(
      stderr,
      `error: option '--base-url <path>' argument '${value}' is invalid. expected a path that starts and ends with "/", of letters, digits and "-._~" between the slashes (such as "/" or "/docs-site/").\n`,
    );
  }
});

test('redirects: a target is a site path or an https:// address, a source a route path; anything else is an error on its line', () => {
  const yaml = [
    '- from: /docs/a',
    '  to: /docs/b#part',
    '- from: /docs/c',
    '  to: //evil.example/x',
    '- from: "/docs/a\'<b>"',
    '  to: /docs/b',
    '- from: /docs/d',
    '  to: javascript:alert(1)',
    '- from: /docs/e',
    '  to: http://example.com/',
    '- from: /docs/f',
    '  to: https://example.com/x?y=1#z',
    '- from: //evil.example',
    '  to: /docs/b',
    '',
  ].join('\n');
  const { redirects, problems } = parseRedirects(yaml);
  assert.deepEqual(
    redirects.map((r) => [r.from, r.to]),
    [
      ['/docs/a', '/docs/b#part'],
      ['/docs/f', 'https://example.com/x?y=1#z'],
    ],
  );
  const target = (to: string) =>
    `\`to: ${to}\` must be a path from the site's root (\`/docs/...\`, letters, digits and \`-._~/%\`, maybe a \`#anchor\`) or an \`https://\` address`;
  assert.deepEqual(
    problems.map((p) => [p.file, p.line, p.message]),
    [
      ['content/redirects.yaml', 4, target('//evil.example/x')],
      ['content/redirects.yaml', 5, "`from: /docs/a'<b>` may hold only letters, digits and `-._~/%`"],
      ['content/redirects.yaml', 8, target('javascript:alert(1)')],
      ['content/redirects.yaml', 10, target('http://example.com/')],
      ['content/redirects.yaml', 13, '`from: //evil.example` must start with a single `/`'],
    ],
  );
});

test('two pages whose routes differ only in case are an error naming both files', async (t) => {
  const site = await tempSite('valid', { 'content/docs/Features.md': '# Features again\n\nText.\n' });
  t.after(() => site.remove());
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(code, 1);
  const [first, second] = ['content/docs/Features.md', 'content/docs/features.md'].sort();
  assert.match(
    stderr,
    new RegExp(
      `${second}:1: error: route /docs/\\w+ differs only in case from /docs/\\w+ of ${first.replace('.', '\\.')}: on a case-insensitive disk or host the two are one file`,
    ),
  );
  assert.equal((await readdir(site.root)).includes('build'), false, 'nothing was published');
});

test('a leftover whose owner process is gone is removed at once; one whose owner runs is left', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const dead = `.build.staging-${ownedName(2 ** 22 + 12345)}`;
  const alive = `.build.staging-${ownedName()}`;
  for (const name of [dead, alive]) await mkdir(join(site.root, name));
  assert.equal(
    ownerOf(dead, () => false),
    'gone',
  );
  assert.equal(ownerOf(alive), 'alive');
  assert.equal(ownerOf('.build.staging-1234abcd'), 'unknown');
  await removeStale(site.root, '.build.staging-');
  assert.deepEqual(
    (await readdir(site.root)).filter((name) => name.includes('staging')),
    [alive],
  );
});

/** Starts a build of `root` in a process of its own; resolves with its exit code or signal. */
function startBuild(root: string) {
  const child = spawn(process.execPath, [join(repoRoot, 'bin/docsgen.js'), 'build', '--root', root, '--no-search'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((done) =>
    child.on('close', (code, signal) => done({ code, signal, stderr })),
  );
  return { child, ended };
}

test('a build killed outright (SIGKILL) leaves the previous output whole; the next build succeeds and leaves no staging folder', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const first = await startBuild(site.root).ended;
  assert.equal(first.code, 0, first.stderr);
  const before = await readFile(join(site.root, 'build/docs/quickstart.html'), 'utf8');
  await site.write(
    'content/docs/quickstart.md',
    `${await site.read('content/docs/quickstart.md')}\n\nA paragraph the killed build never publishes.\n`,
  );

  const killed = startBuild(site.root);
  const staging = () => readdir(site.root).then((names) => names.filter((name) => name.startsWith('.build.staging-')));
  while ((await staging()).length === 0 && killed.child.exitCode === null)
    await new Promise((wait) => setTimeout(wait, 20));
  killed.child.kill('SIGKILL');
  assert.equal((await killed.ended).signal, 'SIGKILL', 'the build was killed before it finished');
  assert.equal((await staging()).length, 1, 'the killed build left its staging folder');
  assert.equal(
    await readFile(join(site.root, 'build/docs/quickstart.html'), 'utf8'),
    before,
    'the previous output is whole',
  );

  const next = await startBuild(site.root).ended;
  assert.equal(next.code, 0, next.stderr);
  assert.deepEqual(await staging(), []);
  assert.match(
    await readFile(join(site.root, 'build/docs/quickstart.html'), 'utf8'),
    /A paragraph the killed build never publishes/,
  );
});
