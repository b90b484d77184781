/**
 * Checks the redirects of content/redirects.yaml against the site's routes, a pure function
 * like link validation: an old path that is still a page, the same old path twice, redirects
 * that lead to each other in a loop. Each redirect's target becomes a link for validateLinks,
 * so a target that does not exist is reported with a suggestion, as any broken link is.
 */
import { problem, type Problem } from '../errors.ts';
import type { OutgoingLink } from '../content/types.ts';
import { REDIRECTS_FILE, normalizeFrom, type Redirect } from '../content/redirects.ts';
import { classifyHref } from '../content/urls.ts';
import { findRoute, placed, type LinkSource, type RouteTable } from './validate.ts';

export interface CheckedRedirects {
  /** Each old path with its final target (a chain of redirects followed to its end). */
  targets: Map<string, string>;
  /** The targets, as links to validate against the route table. */
  links: LinkSource;
  problems: Problem[];
}

/** Longer chains are almost certainly a mistake, and each hop costs the reader a page load. */
const MAX_HOPS = 10;

export function checkRedirects(redirects: Redirect[], routes: RouteTable): CheckedRedirects {
  const problems: Problem[] = [];
  const byFrom = new Map<string, Redirect>();
  for (const redirect of redirects) {
    const place = { file: REDIRECTS_FILE, line: redirect.line };
    const page = findRoute(redirect.from, routes);
    const earlier = byFrom.get(redirect.from);
    if (page)
      problems.push(
        problem(
          'redirect-from-page',
          place,
          `\`${redirect.from}\` is a page of the site: a redirect from it would hide the page`,
          'Remove this redirect, or move or remove the page first.',
        ),
      );
    else if (earlier)
      problems.push(
        problem(
          'redirect-duplicate',
          place,
          `\`${redirect.from}\` is redirected twice (also on line ${earlier.line})`,
          'Keep one of the two entries.',
        ),
      );
    else byFrom.set(redirect.from, redirect);
  }
  const targets = new Map<string, string>();
  const links: OutgoingLink[] = [];
  for (const redirect of byFrom.values()) {
    const { to: final, line } = follow(redirect, byFrom);
    if (!final) {
      problems.push(
        problem(
          'redirect-loop',
          { file: REDIRECTS_FILE, line: redirect.line },
          `the redirects from \`${redirect.from}\` go round in a loop and never reach a page`,
          'Point one of the redirects in the loop at an existing page.',
        ),
      );
      continue;
    }
    targets.set(redirect.from, final);
    const target = classifyHref(final, REDIRECTS_FILE, '/');
    if (target.kind === 'internal') links.push({ href: final, ...target, kind: 'internal', line });
  }
  return { targets, links: { source: REDIRECTS_FILE, links }, problems };
}

/**
 * The end of the chain of redirects starting at `redirect` (none for a loop), and the line of the
 * `to` that names it, where a broken target is reported.
 */
function follow(redirect: Redirect, byFrom: Map<string, Redirect>): { to?: string; line?: number } {
  let to = redirect.to;
  let line = redirect.toLine ?? redirect.line;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    const next = to.startsWith('/') ? byFrom.get(normalizeFrom(to.split('#')[0])) : undefined;
    if (!next) return { to, line };
    if (next === redirect) return {};
    // An anchor written on an earlier hop is kept when the next one names none.
    to = next.to.includes('#') || !to.includes('#') ? next.to : `${next.to}#${to.split('#')[1]}`;
    line = next.toLine ?? next.line;
  }
  return {};
}

/**
 * Links of the site's pages that lead to a redirected path: they work, but cost the reader a
 * second page load and break if the redirect is removed one day.
 */
export function linksToRedirects(sources: LinkSource[], targets: Map<string, string>): Problem[] {
  if (targets.size === 0) return [];
  const problems: Problem[] = [];
  for (const from of sources) {
    const { source, links } = from;
    if (source === REDIRECTS_FILE) continue;
    for (const link of links) {
      if (link.kind !== 'internal' || !link.path) continue;
      const target = targets.get(normalizeFrom(link.path));
      if (!target) continue;
      const at = placed(link, from);
      problems.push(
        problem(
          'link-to-redirect',
          { file: source, line: at.line, column: at.column },
          `\`${link.href}\` leads to a page that moved to ${target}`,
          `Link to ${target} directly.`,
          'warning',
        ),
      );
    }
  }
  return problems;
}
