/**
 * A build replaces its output folder whole, so the folder named by `--out` must be one the build
 * owns: not the site itself or a folder holding it, not inside `content/`, and not a project
 * folder that happens to exist (a mistyped `--out .` or `--out ..` would otherwise delete the
 * site's sources).
 */
import { access, lstat, readdir, realpath } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { ConfigError, problem } from '../errors.ts';

/** Files that never appear in a built site, and always in a project folder. */
const PROJECT_FILES = ['site.config.ts', 'package.json', '.git'];

export async function assertSafeOutput(root: string, outDir: string): Promise<void> {
  const site = resolve(root);
  const out = resolve(outDir);
  const hint = 'Choose a folder of its own, such as build/ (the default): docsgen replaces the output folder whole.';
  const fail = (message: string) => {
    throw new ConfigError([problem('unsafe-output', { file: out }, message, hint)]);
  };
  if (isInside(site, out))
    fail(
      out === site
        ? `--out is the site folder itself: building there would delete site.config.ts and content/`
        : `--out ${out} holds the site folder ${site}: building there would delete it`,
    );
  if (isInside(out, join(site, 'content')))
    fail(`--out ${out} is inside content/: the build would replace the site's own files`);
  for (const file of PROJECT_FILES) {
    if (
      await access(join(out, file)).then(
        () => true,
        () => false,
      )
    )
      fail(`--out ${out} is not a build output: it holds ${file}`);
  }
  // Any other folder with files in it must be an earlier build (each has a 404 page), or its files would go.
  const names = await readdir(out).catch(() => [] as string[]);
  if (names.length > 0 && !names.includes('404.html')) {
    throw new ConfigError([
      problem(
        'unsafe-output',
        { file: out },
        `--out ${out} holds files that no docsgen build wrote (${names.slice(0, 3).join(', ')}${names.length > 3 ? ', ...' : ''}): building there would delete them`,
        'Choose an empty folder, or remove its files first. Files to publish with the site (a CNAME file, verification files) go in content/static/.',
      ),
    ]);
  }
}

/**
 * The folder a build replaces: the target of `--out` when it is a symbolic link (a web server's
 * root often is), so that the link keeps leading to the new site rather than being replaced.
 */
export async function outputFolder(outDir: string): Promise<string> {
  const info = await lstat(outDir).catch(() => undefined);
  return info?.isSymbolicLink() ? realpath(outDir) : outDir;
}

/** `inner` is `outer` or below it. */
function isInside(inner: string, outer: string): boolean {
  const path = relative(outer, inner);
  return (
    path === '' || (!path.startsWith(`..${sep}`) && path !== '..' && !path.startsWith(sep) && !/^[a-zA-Z]:/.test(path))
  );
}
