/**
 * Static file serving confined to the output folder: `..`, encoded dots, absolute paths and
 * symlinks leading outside are refused; unknown paths get the 404 page.
 */
import { createReadStream } from 'node:fs';
import { createGzip, gzipSync } from 'node:zlib';
import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Maps a URL path to a file inside `root`, trying the forms the static output uses
 * (`x.html`, `x/index.html`), or `undefined` when there is none or the path escapes.
 */
export async function resolveFile(root: string, urlPath: string, baseUrl = '/'): Promise<string | undefined> {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return undefined;
  }
  if (path.includes('\0') || path.includes('\\')) return undefined;
  if (baseUrl !== '/') {
    if (!path.startsWith(baseUrl) && `${path}/` !== baseUrl) return undefined;
    path = `/${path.slice(baseUrl.length)}`;
  }
  const segments = path.split('/').filter(Boolean);
  if (segments.some((s) => s === '..' || s === '.')) return undefined;
  // The output folder may be gone for a moment (a build replacing it, a test cleaning up): not found.
  const realRoot = await realpath(root).catch(() => undefined);
  if (!realRoot) return undefined;
  const base = join(realRoot, ...segments);
  const stripped = path.replace(/(?:\/index)?\.html$/, '');
  const candidates = path.endsWith('/')
    ? [join(base, 'index.html')]
    : [
        base,
        `${base}.html`,
        join(base, 'index.html'),
        join(realRoot, ...stripped.split('/').filter(Boolean)) + '.html',
      ];
  for (const candidate of candidates) {
    const file = await inside(realRoot, candidate);
    if (file) return file;
  }
  return undefined;
}

async function inside(root: string, candidate: string): Promise<string | undefined> {
  try {
    const real = await realpath(candidate);
    if (real !== root && !real.startsWith(root + sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

export interface StaticOptions {
  root: string;
  baseUrl: string;
  /** Rewrites HTML before sending (serve injects its reload script). */
  transformHtml?: (html: string) => string;
}

/** Answers one request; never rejects (callers do not wait for it), a failure is a 500. */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, options: StaticOptions): Promise<void> {
  try {
    await answer(req, res, options);
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`docsgen could not serve ${req.url}: ${(error as Error).message}`);
  }
}

async function answer(req: IncomingMessage, res: ServerResponse, options: StaticOptions): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const url = req.url ?? '/';
  const file = await resolveFile(options.root, url, options.baseUrl);
  const target = file ?? resolve(options.root, '404.html');
  const status = file ? 200 : 404;
  const type = contentType(target);
  const gzip = compressible(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const headers = {
    'content-type': type,
    'cache-control': 'no-store',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  };
  if (type.startsWith('text/html') && options.transformHtml) {
    // No 404 page yet (serve's first build failed): a whole document, so that the live-reload
    // script finds its </body> and shows the build's problems, then reloads once they are fixed.
    const html = await readFile(target, 'utf8').catch(
      () =>
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1></body></html>',
    );
    const body = options.transformHtml(html);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : gzip ? gzipSync(body, { level: 6 }) : body);
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return void res.end();
  const stream = createReadStream(target).on('error', () => res.end());
  (gzip ? stream.pipe(createGzip({ level: 6 })) : stream).pipe(res);
}

/**
 * Text is sent compressed to browsers that accept it, as static hosts and CDNs do; Pagefind's
 * index files are compressed already, images and fonts gain nothing.
 */
function compressible(type: string): boolean {
  return /^text\/|^application\/(json|xml|wasm)|^image\/svg/.test(type);
}
