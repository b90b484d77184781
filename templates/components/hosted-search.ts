/**
 * The hosted search service (DocSearch v3 on Algolia), when the site configures one: one
 * multi-query POST with the credentials in the query string and the contextual facet filters
 * (language, docs tag), as the site we replace sent it (research: protocols.md §2).
 */
import type { HostedSearch } from '../../src/client/config.ts';
import type { Found, SearchHit } from './search-engine.ts';

const TIMEOUT_MS = 2000;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

interface DocSearchHit {
  url: string;
  hierarchy: Partial<Record<(typeof LEVELS)[number], string | null>>;
  _snippetResult?: { content?: { value?: string } };
  _highlightResult?: { hierarchy?: Partial<Record<(typeof LEVELS)[number], { value?: string }>> };
}

export async function hostedSearch(config: HostedSearch, baseUrl: string, query: string, limit: number, language = 'en'): Promise<Found> {
  const first = await queryService(config, baseUrl, query, language, { hitsPerPage: String(limit) });
  let given = first.hits.length;
  // Later hits by offset and length, so that a page of any size follows the ones already shown.
  const more = async (next: number) => {
    if (given >= first.count) return [];
    const { hits } = await queryService(config, baseUrl, query, language, { offset: String(given), length: String(next) });
    given += hits.length;
    return hits;
  };
  return { ...first, more };
}

async function queryService(config: HostedSearch, baseUrl: string, query: string, language: string, window: Record<string, string>): Promise<{ count: number; hits: SearchHit[] }> {
  const host = config.host ?? `https://${config.appId}-dsn.algolia.net`;
  const credentials = new URLSearchParams({ 'x-algolia-agent': 'docsgen', 'x-algolia-api-key': config.apiKey, 'x-algolia-application-id': config.appId });
  const params = new URLSearchParams({
    attributesToRetrieve: JSON.stringify([...LEVELS.map((l) => `hierarchy.${l}`), 'content', 'type', 'url']),
    attributesToSnippet: JSON.stringify(['content:10']),
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    ...window,
    ...(config.contextualSearch ? { facetFilters: JSON.stringify([`language:${language}`, ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]) } : {}),
  });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
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
  } finally {
    clearTimeout(timer);
  }
}

function toHit(hit: DocSearchHit, baseUrl: string): SearchHit {
  const levels = LEVELS.map((l) => hit.hierarchy[l]).filter((v): v is string => Boolean(v));
  const url = new URL(hit.url, location.origin);
  // Hits name pages of the indexed site; readers stay on this one.
  const path = url.origin === location.origin ? url.pathname : `${baseUrl.replace(/\/$/, '')}${url.pathname}`;
  return { url: path + url.hash, title: levels.at(-1) ?? hit.url, breadcrumb: levels.slice(0, -1).join(' › ') || undefined, excerpt: hit._snippetResult?.content?.value ?? '', sections: [] };
}
