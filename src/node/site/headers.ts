/**
 * `_headers`: the security and caching headers of the built site, in the format Netlify and
 * Cloudflare Pages read (docs/deploying.md shows the same rules for other hosts). The content
 * security policy allows exactly the inline scripts the pages carry, by their hashes.
 */
import { createHash } from 'node:crypto';
import { EMBED_ORIGINS } from '../markdown/embeds.ts';
import { SERVICE_WORKER_FILE } from '../../shared/offline-caches.ts';

/** Inline scripts of a page that the browser runs (not `src` scripts, not JSON data blocks). */
export function inlineScripts(html: string): string[] {
  // indexOf rather than a regular expression: every page is scanned, and this is several times faster.
  const scripts: string[] = [];
  for (let at = html.indexOf('<script>'); at >= 0; at = html.indexOf('<script>', at)) {
    const end = html.indexOf('</script>', at + 8);
    if (end < 0) break;
    scripts.push(html.slice(at + 8, end));
    at = end + 9;
  }
  return scripts;
}

export interface HeadersInput {
  baseUrl: string;
  /** Every distinct inline script of the site. */
  scripts: Iterable<string>;
  /** Origins the pages may call (a hosted search service, an assistant endpoint). */
  connect: string[];
  /** The site has the offline-reading service worker (`sw.js`). */
  serviceWorker?: boolean;
}

export function contentSecurityPolicy(input: HeadersInput): string {
  const hashes = [...new Set(input.scripts)]
    .sort()
    .map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  return [
    "default-src 'self'",
    // Pagefind runs its index in WebAssembly.
    `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
    // Colours of the announcement bar and the widgets' positions are style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "media-src 'self' https:",
    // The video players pages embed, loaded when the reader clicks (src/client/embeds.ts).
    `frame-src ${EMBED_ORIGINS.join(' ')}`,
    `connect-src 'self' ${input.connect.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export function headersFile(input: HeadersInput): string {
  const base = input.baseUrl;
  return [
    `${base}*`,
    `  Content-Security-Policy: ${contentSecurityPolicy(input)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(), interest-cohort=()',
    '  X-Frame-Options: DENY',
    '',
    // Content-hashed names never change content: cache them for a year.
    `${base}assets/*`,
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
    `${base}pagefind/*`,
    '  Cache-Control: public, max-age=3600',
    '',
    // Browsers ask for the worker again on their own schedule; a cached copy would only delay a new one.
    ...(input.serviceWorker ? [`${base}${SERVICE_WORKER_FILE}`, '  Cache-Control: no-cache', ''] : []),
  ].join('\n');
}
