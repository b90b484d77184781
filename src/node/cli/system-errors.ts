/**
 * What the operating system refused, said as its cause: a full disk, a read-only one, a folder
 * without permission, a symbolic link to nothing. One message with the path and what to do,
 * instead of a Node error code and a stack trace.
 */
import { access, constants, lstat, readlink, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

interface SystemError {
  code?: string;
  path?: string;
  dest?: string;
  syscall?: string;
  message?: string;
  cause?: unknown;
}

const CODES = ['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM'];

/** Rejects, with the system's error, when `path` may not be written (tests give their own: root may write anywhere). */
export type WriteCheck = (path: string) => Promise<unknown>;

const mayWrite: WriteCheck = (path) => access(path, constants.W_OK);

/** The message for an error the file system raised, or undefined for any other error. */
export async function systemErrorMessage(error: unknown, writeCheck = mayWrite): Promise<string | undefined> {
  const found = systemError(error);
  if (!found) return undefined;
  const cause = await causeOf(found, writeCheck);
  const path = found.path ?? found.dest;
  const where = path ? ` ${path}` : '';
  switch (cause) {
    case 'ENOSPC':
    case 'EDQUOT':
      return `cannot write${where}: the disk is full (${found.code})\n  hint: Free space on that disk (the cache in .docsgen/ can be removed), or build into a folder on another disk with --out.`;
    case 'EROFS':
      return `cannot write${where}: it is on a read-only file system (EROFS)\n  hint: Build into a folder you can write with --out, or mount the disk writable.`;
    case 'EACCES':
    case 'EPERM':
      return `cannot ${verb(found.syscall)}${where}: permission denied (${found.code})\n  hint: Give your user write access to that folder, or build into one you can write with --out.`;
    case 'dangling':
      return `${path} is a symbolic link to ${await readlink(path!).catch(() => 'a path')}, which does not exist (ENOENT)\n  hint: Point the link at an existing file or folder, or remove it.`;
    default:
      return undefined;
  }
}

/** The error itself or one it wraps (`cause`) that carries a file system code or a path. */
function systemError(error: unknown): SystemError | undefined {
  for (
    let current = error as SystemError | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as SystemError | undefined, depth++
  ) {
    if (typeof current !== 'object') return undefined;
    if (current.code && (CODES.includes(current.code) || (current.code === 'ENOENT' && current.path))) return current;
    const named = CODES.find((code) => current!.message?.includes(code));
    if (named) return { ...current, code: named };
    if (current.message?.includes('No space left on device')) return { ...current, code: 'ENOSPC' };
  }
  return undefined;
}

/**
 * A missing path is the cause only when it is a link to nothing; a folder that could not be made
 * (Node says ENOENT) is often one whose parent is read-only or not ours.
 */
async function causeOf(error: SystemError, writeCheck: WriteCheck): Promise<string | undefined> {
  if (error.code !== 'ENOENT') return error.code;
  let parent = error.path!;
  while (!(await lstat(parent).catch(() => undefined)) && dirname(parent) !== parent) parent = dirname(parent);
  // The path, or the folder it was to be made in, is a link to nothing.
  if ((await lstat(parent).catch(() => undefined))?.isSymbolicLink() && !(await stat(parent).catch(() => undefined))) {
    error.path = parent;
    return 'dangling';
  }
  if (error.syscall !== 'mkdir' && error.syscall !== 'open') return undefined;
  const refused = await writeCheck(parent).then(
    () => undefined,
    (reason: SystemError) => reason.code,
  );
  if (!refused || refused === 'ENOENT') return undefined;
  Object.assign(error, { path: parent, code: refused });
  return refused;
}

function verb(syscall: string | undefined): string {
  if (syscall === 'open' || syscall === 'scandir' || syscall === 'opendir') return 'open';
  if (syscall === 'rename' || syscall === 'unlink' || syscall === 'rmdir' || syscall === 'rm') return 'replace';
  return 'write';
}
