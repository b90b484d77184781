/** Docs grouped by top-level sidebar section, for the listings of the search, not-found and landing pages. */

/** Keeps the sidebar order of sections and docs; docs in no section go under "Other". */
export function groupBySection<Doc extends { section?: string }>(docs: Doc[]): { section: string; docs: Doc[] }[] {
  const groups = new Map<string, Doc[]>();
  for (const doc of docs) {
    const section = doc.section || 'Other';
    const list = groups.get(section) ?? [];
    list.push(doc);
    groups.set(section, list);
  }
  return [...groups].map(([section, list]) => ({ section, docs: list }));
}
