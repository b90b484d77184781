/**
 * The hosted search service (DocSearch v3 on Algolia), when the site configures one: one
 * multi-query POST with the credentials in the query string and the contextual facet filters
 * (language, docs tag), as the site we replace sent it (research: protocols.md §2).
 *
 * It never holds the reader up: the local index answers every keystroke, and the service is
 * asked once per settled query; its answer replaces the local results only when it comes
 * within HOSTED_WAIT_MS. A service that fails (network error, error status, bad answer) is not
 * asked again for the rest of the visit (this tab's session); one that is only slow is asked
 * again for the next query, since a late answer costs the reader nothing.
 */
import type { HostedSearch } from '../config.ts';
import type { Found, SearchHit } from './results.ts';

/** How long a settled query waits for the service before the local results stand. */
export const HOSTED_WAIT_MS = 300;
/** How long later results (a longer list on the search page, which the reader asked for) may take. */
const MORE_TIMEOUT_MS = 2000;
const FAILED_KEY = 'docsgen.search.hosted-failed';
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface DocSearchHit {
  url: string;
  hierarchy: Partial<Record<(typeof LEVELS)[number], string | null>>;
  _snippetResult?: { content?: { value?: string } };
  _highlightResult?: { hierarchy?: Partial<Record<(typeof LEVELS)[number], { value?: string }>> };
}

class TooSlow extends Error {}

/** Answers already given in this page, by query: a query typed again is not sent again. */
const answered = new Map<string, Found>();
let failedHere = false;

/** True once the service failed in this visit: it is skipped until the tab's session ends. */
export function hostedFailed(): boolean {
  if (failedHere) return true;
  try {
    return sessionStorage.getItem(FAILED_KEY) === '1';
  } catch {
    return false;
  }
}

function markFailed(error: unknown): void {
  failedHere = true;
  console.warn(
    `docsgen: the hosted search service failed (${(error as Error)?.message ?? String(error)}); the local index answers for the rest of this visit`,
  );
  try {
    sessionStorage.setItem(FAILED_KEY, '1');
  } catch {
    /* storage unavailable: skipped for this page only */
  }
}

/** Opens the connection to the service ahead of the first query (DNS and TLS would not fit in the wait). */
export function preconnectHosted(config: HostedSearch): void {
  const origin = serviceHost(config);
  if (hostedFailed() || document.head.querySelector(`link[rel="preconnect"][href="${CSS.escape(origin)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * The service's results for a settled query when they come in time; undefined when the service
 * is skipped (failed earlier in this visit, or the reader is offline), fails or is too slow.
 */
export async function hostedSearch(
  config: HostedSearch,
  baseUrl: string,
  query: string,
  limit: number,
  language = 'en',
): Promise<Found | undefined> {
  const key = `${language}\n${limit}\n${query}`;
  const known = answered.get(key);
  if (known) return known;
  if (hostedFailed() || navigator.onLine === false) return undefined;
  let first: { count: number; hits: SearchHit[] };
  try {
    first = await queryService(config, baseUrl, query, language, { hitsPerPage: String(limit) }, HOSTED_WAIT_MS);
  } catch (error) {
    if (!(error instanceof TooSlow)) markFailed(error);
    return undefined;
  }
  let given = first.hits.length;
  // Later hits by offset and length, so that a page of any size follows the ones already shown.
  const more = async (next: number) => {
    if (given >= first.count) return [];
    const { hits } = await queryService(
      config,
      baseUrl,
      query,
      language,
      { offset: String(given), length: String(next) },
      MORE_TIMEOUT_MS,
    ).catch((error: unknown) => {
      markFailed(error);
      throw error;
    });
    given += hits.length;
    return hits;
  };
  const found = { ...first, more };
  answered.set(key, found);
  return found;
}

function serviceHost(config: HostedSearch): string {
  return config.host ?? `https://${config.appId}-dsn.algolia.net`;
}

async function queryService(
  config: HostedSearch,
  baseUrl: string,
  query: string,
  language: string,
  window: Record<string, string>,
  timeoutMs: number,
): Promise<{ count: number; hits: SearchHit[] }> {
  const host = serviceHost(config);
  const credentials = new URLSearchParams({
    'x-algolia-agent': 'docsgen',
    'x-algolia-api-key': config.apiKey,
    'x-algolia-application-id': config.appId,
  });
  const params = new URLSearchParams({
    attributesToRetrieve: JSON.stringify([...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url']),
    attributesToSnippet: JSON.stringify(['content:10']),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    ...window,
    ...(config.contextualSearch
      ? {
          facetFilters: JSON.stringify([
            `language:${language}`,
            ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
          ]),
        }
      : {}),
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TooSlow(`no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetch(`${host}/1/indexes/*/queries?${credentials}`, {
      method: 'POST',
      // A "simple" content type: no CORS preflight, as the service expects.
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: JSON.stringify({ requests: [{ query, indexName: config.indexName, params: params.toString() }] }),
      signal: controller.signal,
    });
    if (!response.ok) throw new Error(`search service answered ${response.status}`);
    const body = (await response.json()) as { results: { hits: DocSearchHit[]; nbHits: number }[] };
    const result = body.results[0];
    return { count: result.nbHits, hits: result.hits.map((hit) => toHit(hit, baseUrl)) };
  } catch (error) {
    // fetch rejects with the abort's reason: too slow is not a failure.
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
  }
}

function toHit(hit: DocSearchHit, baseUrl: string): SearchHit {
  const levels = LEVELS.map((l) => hit.hierarchy[l]).filter((v): v is string => Boolean(v));
  const url = new URL(hit.url, location.origin);
  // Hits name pages of the indexed site; readers stay on this one.
  const path = url.origin === location.origin ? url.pathname : `${baseUrl.replace(/\/$/, '')}${url.pathname}`;
  return {
    url: path + url.hash,
    title: levels.at(-1) ?? hit.url,
    breadcrumb: levels.slice(0, -1).join(' › ') || undefined,
    excerpt: hit._snippetResult?.content?.value ?? '',
    sections: [],
  };
}
