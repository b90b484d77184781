/**
 * The redirects of content/redirects.yaml in the built site, in two forms:
 * - `_redirects`, the rules file of Cloudflare Pages (which applies it before its files: a real 301)
 *   and Netlify (which serves an existing file first: there the page below does the work);
 * - a small page at each old path, for every other static host: it sends the browser on at once
 *   (keeping the `#anchor` the reader came with), and says where the page went without JavaScript.
 */
import { absoluteUrl, withBase } from '../../shared/urls.ts';
import escapeHtml from 'escape-html';

/** The same script on every redirect page: one hash in the content security policy, however many redirects. */
export const REDIRECT_SCRIPT =
  "var a=document.getElementById('to'),t=a.getAttribute('href');location.replace(t.indexOf('#')<0&&location.hash?t+location.hash:t)";

export function redirectOutputPath(from: string): string {
  return `${from.slice(1)}.html`;
}

/** `to` is written as in redirects.yaml: a route (given the base URL here) or an absolute address. */
export function redirectPage(to: string, site: { url: string; baseUrl: string }): string {
  const href = escapeHtml(withBase(site.baseUrl, to));
  const canonical = escapeHtml(to.startsWith('/') ? absoluteUrl(site.url, site.baseUrl, to) : to);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<title>This page has moved</title>',
    '<meta name="robots" content="noindex">',
    `<link rel="canonical" href="${canonical}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a id="to" href="${href}">${href}</a>.</p>`,
    `<script>${REDIRECT_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The format Cloudflare Pages and Netlify read: `<from> <to> 301`, one rule per line. */
export function redirectsFile(targets: Map<string, string>, baseUrl: string): string {
  const lines = ['# Made by docsgen from content/redirects.yaml.'];
  for (const [from, to] of targets) {
    const target = withBase(baseUrl, to);
    const old = withBase(baseUrl, from);
    // A static host may serve the page with or without a trailing slash or `.html`.
    for (const path of new Set([old, `${old}/`, `${old}.html`])) lines.push(`${path} ${target} 301`);
  }
  return `${lines.join('\n')}\n`;
}
