/**
 * "Edit this page": the page's own `custom_edit_url` (or none, when it says `null`); else the
 * site's `docs.editUrl` followed by the page's file (its path from the site folder, as Docusaurus
 * joins them); else the file in the site's repository, opened in the host's editor.
 */
import { posix } from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { DocEntry } from '../content/types.ts';

export type EditUrlOf = (doc: DocEntry) => string | undefined;

export function editUrls(config: Pick<SiteConfig, 'docs' | 'repository' | 'layout'>): EditUrlOf {
  const { editUrl } = config.docs;
  const repository = config.repository;
  const inRepository = config.layout.docsInRepository;
  return (doc) => {
    if (doc.editUrl === null) return undefined;
    if (doc.editUrl) return doc.editUrl;
    if (doc.generator) return undefined;
    if (editUrl === false) return undefined;
    if (editUrl) return joinUrl(editUrl, doc.source);
    if (!repository || inRepository === undefined) return undefined;
    const path = posix.normalize(posix.join(inRepository, posix.relative(config.layout.docs, doc.source)));
    if (path.startsWith('..')) return undefined;
    const base = repository.url.replace(/\/+$/, '');
    const host = new URL(base).hostname;
    const editPath = host === 'gitlab.com' ? '-/edit' : host === 'github.com' ? 'edit' : 'blob';
    return `${base}/${editPath}/${repository.branch}/${path}`;
  };
}

/** `https://github.com/o/r/blob/main/site/` + `../docs/a.md` → `…/blob/main/docs/a.md`: a docs folder above the site's. */
function joinUrl(prefix: string, path: string): string {
  if (!path.startsWith('..')) return `${prefix}${path}`;
  const url = new URL(prefix.endsWith('/') ? prefix : `${prefix}/`);
  url.pathname = posix.join(url.pathname, path);
  return url.href;
}
