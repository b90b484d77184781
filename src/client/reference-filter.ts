/**
 * A name filter for the GraphQL reference pages: a text box above the content that hides every
 * `h2` section (the heading and what follows it, up to the next `h2`) whose heading does not
 * contain the text typed, case insensitively, and its entry in the table of contents. The pages
 * are long lists of types; this is find-as-you-type.
 */
const PAGE_PREFIX = 'graphql/';
const PAGE_SELECTOR = `article[data-doc-id^="${PAGE_PREFIX}"]`;

/** The pages that get the filter; the page template renders its (empty) box above the content. */
export function hasReferenceFilter(docId: string): boolean {
  return docId.startsWith(PAGE_PREFIX);
}

interface Section {
  name: string;
  nodes: Element[];
  /** The table-of-contents entries that link to the section (desktop column and phone menu). */
  tocEntries: HTMLElement[];
}

export function initReferenceFilter(root: ParentNode = document): void {
  const article =
    root.querySelector<HTMLElement>(PAGE_SELECTOR) ??
    (root instanceof HTMLElement && root.matches(PAGE_SELECTOR) ? root : null);
  const content = article?.querySelector<HTMLElement>('.markdown');
  const box = article?.querySelector<HTMLElement>('[data-reference-filter]');
  if (!article || !content || !box || box.childElementCount > 0) return;
  const sections = sectionsOf(content);
  if (sections.length === 0) return;
  const { input, status } = fillBox(box, sections.length);
  const apply = () => {
    const query = input.value.trim().toLowerCase();
    let shown = 0;
    for (const section of sections) {
      const hidden = query !== '' && !section.name.includes(query);
      for (const node of [...section.nodes, ...section.tocEntries]) (node as HTMLElement).hidden = hidden;
      if (!hidden) shown++;
    }
    status.textContent = query ? `${shown} of ${sections.length} shown` : '';
  };
  input.addEventListener('input', apply);
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || input.value === '') return;
    input.value = '';
    apply();
  });
}

/** Each `h2` with the elements after it, up to the next `h2`; what comes before the first stays visible. */
function sectionsOf(content: HTMLElement): Section[] {
  const tocEntries = tocEntriesById();
  const sections: Section[] = [];
  for (const child of content.children) {
    if (child.tagName === 'H2')
      sections.push({
        name: headingText(child).toLowerCase(),
        nodes: [child],
        tocEntries: (child.id && tocEntries.get(child.id)) || [],
      });
    else sections.at(-1)?.nodes.push(child);
  }
  return sections;
}

/** Heading id → its entries in the tables of contents, read in one pass (a page may list 300 sections, twice). */
function tocEntriesById(): Map<string, HTMLElement[]> {
  const entries = new Map<string, HTMLElement[]>();
  for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-toc] a')) {
    const id = a.hash.slice(1);
    entries.set(id, [...(entries.get(id) ?? []), a.closest('li') ?? a]);
  }
  return entries;
}

/** The heading's own text, without the `#` of its anchor link. */
function headingText(heading: Element): string {
  return [...heading.childNodes]
    .filter((node) => !(node instanceof Element && node.classList.contains('hash-link')))
    .map((node) => node.textContent ?? '')
    .join('')
    .trim();
}

function fillBox(box: HTMLElement, count: number): { input: HTMLInputElement; status: HTMLElement } {
  const input = document.createElement('input');
  input.type = 'search';
  input.placeholder = `Filter ${count} names`;
  input.setAttribute('aria-label', 'Filter the sections of this page by name');
  input.autocomplete = 'off';
  const status = document.createElement('span');
  status.setAttribute('aria-live', 'polite');
  box.append(input, status);
  return { input, status };
}
