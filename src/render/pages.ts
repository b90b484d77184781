/**
 * Renders every page to HTML. A page whose props did not change since the last render (in
 * `serve`) reuses its HTML, so a one-page edit re-renders only the pages it affects.
 */
import { createElement } from 'react';
import { createHash } from 'node:crypto';
import type { DocEntry } from '../content/types.ts';
import type { CompiledPage } from '../markdown/types.ts';
import type { PageProps, SiteProps } from './props.ts';
import { buildDocProps, type DocPropsContext } from './doc-props.ts';
import { renderDocument } from './render.ts';
import { DocPage } from '../../templates/DocPage.tsx';
import type { SpecialPage } from './special-pages.ts';
import { absoluteUrl } from '../site/seo.ts';
import { withBase } from '../site/urls.ts';

export interface RenderedFile {
  path: string;
  html: string;
  /** False when the HTML came from the cache. */
  rendered: boolean;
}

/** HTML by props hash, kept across rebuilds by `serve`. */
export type RenderCache = Map<string, { hash: string; html: string }>;

export interface RenderContext extends DocPropsContext {
  site: SiteProps;
  siteUrl: string;
  noIndex: boolean;
  cache?: RenderCache;
}

export function renderDocs(docs: DocEntry[], compiled: Map<string, CompiledPage>, context: RenderContext): RenderedFile[] {
  return docs.map((doc) => {
    const data = buildDocProps(doc, compiled.get(doc.id)!, context);
    const path = doc.route === '/docs/' ? 'docs/index.html' : `${doc.route.slice(1)}.html`;
    const props: PageProps<typeof data> = {
      site: context.site,
      head: { title: doc.title, description: doc.description, canonical: absoluteUrl(context.siteUrl, context.site.baseUrl, doc.route), ogType: 'article', noIndex: context.noIndex, markdownTwin: withBase(context.site.baseUrl, `${doc.route}.md`) },
      path: withBase(context.site.baseUrl, doc.route),
      data,
    };
    return renderCached(path, props, () => renderDocument(createElement(DocPage, props)), context.cache);
  });
}

export function renderSpecialPages(pages: { page: SpecialPage; data: unknown }[], context: Pick<RenderContext, 'site' | 'siteUrl' | 'noIndex' | 'cache'>): RenderedFile[] {
  return pages.map(({ page, data }) => {
    const props: PageProps<unknown> = {
      site: context.site,
      head: { title: page.title, description: page.description, canonical: absoluteUrl(context.siteUrl, context.site.baseUrl, page.route), ogType: 'website', noIndex: context.noIndex || Boolean(page.noIndex) },
      path: withBase(context.site.baseUrl, page.route),
      data,
    };
    return renderCached(page.file, props, () => renderDocument(createElement(page.template, props)), context.cache);
  });
}

function renderCached(path: string, props: unknown, render: () => string, cache?: RenderCache): RenderedFile {
  if (!cache) return { path, html: render(), rendered: true };
  const hash = createHash('sha1').update(JSON.stringify(props)).digest('hex');
  const hit = cache.get(path);
  if (hit?.hash === hash) return { path, html: hit.html, rendered: false };
  const html = render();
  cache.set(path, { hash, html });
  return { path, html, rendered: true };
}
