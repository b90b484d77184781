/** Docs grouped by top-level sidebar section, for the listings of the search, not-found and landing pages. */
import type { DocSummary } from '../node/render/page-data-types.ts';

/** Keeps the sidebar order of sections and docs; docs in no section go under "Other". */
export function groupBySection(docs: DocSummary[]): { section: string; docs: DocSummary[] }[] {
  const groups = new Map<string, DocSummary[]>();
  for (const doc of docs) {
    const section = doc.section || 'Other';
    const list = groups.get(section) ?? [];
    list.push(doc);
    groups.set(section, list);
  }
  return [...groups].map(([section, list]) => ({ section, docs: list }));
}
