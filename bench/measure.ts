/**
 * Measurements over a built output folder: its total size, and what a browser downloads on a
 * first visit to one doc page before any interaction (the HTML, its stylesheets, its scripts,
 * module preloads, and the chunks those scripts import statically; not dynamic imports).
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface OutputSize {
  bytes: number;
  files: number;
  htmlFiles: number;
}

export interface Asset {
  url: string;
  raw: number;
  gzip: number;
}

export interface FirstVisit {
  page: string;
  html: Asset;
  css: Asset[];
  js: Asset[];
  /** Scripts and stylesheets from other origins: downloaded but not measurable here. */
  external: string[];
}

export async function outputSize(dir: string): Promise<OutputSize> {
  const names = (await readdir(dir, { recursive: true })) as string[];
  const sizes = await Promise.all(names.map(async (name) => ({ name, info: await stat(join(dir, name)) })));
  const files = sizes.filter((s) => s.info.isFile());
  return {
    bytes: files.reduce((sum, f) => sum + f.info.size, 0),
    files: files.length,
    htmlFiles: files.filter((f) => f.name.endsWith('.html')).length,
  };
}

/** The output file of a route: `<route>.html`, `<route>/index.html` or `<route>` itself. */
export async function htmlFileOf(outDir: string, route: string): Promise<string | undefined> {
  const base = join(outDir, route.replace(/^\//, ''));
  for (const candidate of [`${base}.html`, join(base, 'index.html'), base]) {
    if ((await stat(candidate).catch(() => undefined))?.isFile()) return candidate;
  }
  return undefined;
}

export async function firstVisit(outDir: string, route: string, baseUrl = '/'): Promise<FirstVisit> {
  const file = await htmlFileOf(outDir, route);
  if (!file) throw new Error(`no output file for ${route} in ${outDir}`);
  const html = await readFile(file);
  const refs = assetRefs(html.toString('utf8'));
  const external = [...refs.css, ...refs.js].filter(isExternal);
  const local = (urls: string[]) => urls.filter((u) => !isExternal(u)).map((u) => resolveUrl(u, route));
  const css = await Promise.all(unique(local(refs.css)).map((url) => asset(outDir, url, baseUrl)));
  const js = await withStaticImports(outDir, unique(local(refs.js)), baseUrl);
  return { page: route, html: measure(route, html), css, js, external };
}

/** `<script src>`, `<link rel=stylesheet href>` and `<link rel=modulepreload href>` of a page. */
export function assetRefs(html: string): { css: string[]; js: string[] } {
  const css: string[] = [];
  const js: string[] = [];
  for (const [tag, name] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (name.toLowerCase() === 'script' && attrs.get('src')) js.push(attrs.get('src')!);
    else if (rel.includes('stylesheet') && attrs.get('href')) css.push(attrs.get('href')!);
    else if (rel.includes('modulepreload') && attrs.get('href')) js.push(attrs.get('href')!);
  }
  return { css, js };
}

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const [, key, quoted1, quoted2, bare] of tag.matchAll(
    /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
  )) {
    attrs.set(key.toLowerCase(), quoted1 ?? quoted2 ?? bare ?? '');
  }
  return attrs;
}

/** Follows `import ... from "./chunk.js"` and `import "./chunk.js"` (what esbuild splitting emits). */
async function withStaticImports(outDir: string, entries: string[], baseUrl: string): Promise<Asset[]> {
  const seen = new Set<string>();
  const assets: Asset[] = [];
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const bytes = await readAsset(outDir, url, baseUrl);
    assets.push(measure(url, bytes));
    const code = bytes.toString('utf8');
    for (const [, specifier] of code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.m?js)["']/g)) {
      if (!isExternal(specifier)) queue.push(resolveUrl(specifier, url));
    }
  }
  return assets;
}

async function asset(outDir: string, url: string, baseUrl: string): Promise<Asset> {
  return measure(url, await readAsset(outDir, url, baseUrl));
}

function readAsset(outDir: string, url: string, baseUrl: string): Promise<Buffer> {
  const path = url.split(/[?#]/)[0];
  const relative = path.startsWith(baseUrl) ? path.slice(baseUrl.length) : path.replace(/^\//, '');
  return readFile(join(outDir, decodeURI(relative)));
}

function measure(url: string, bytes: Buffer): Asset {
  return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function resolveUrl(url: string, from: string): string {
  if (url.startsWith('/')) return url;
  const dir = from.endsWith('/') ? from : posix.dirname(from);
  return posix.normalize(posix.join(dir, url));
}

const isExternal = (url: string) => /^(https?:)?\/\//i.test(url);
const unique = (items: string[]) => [...new Set(items)];

export function sum(assets: Asset[], key: 'raw' | 'gzip'): number {
  return assets.reduce((total, a) => total + a[key], 0);
}
