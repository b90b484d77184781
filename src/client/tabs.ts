/**
 * Tabs: one panel shown at a time; the choice is remembered per `groupId` across pages
 * (`docusaurus.tab.<groupId>`, as readers' stored choices from the site we replace keep working)
 * and applied to every tab group with the same id that has that label. A group without it keeps
 * its own choice: the earlier choices are remembered too (`docsgen.tabs.<groupId>`, latest first),
 * so after "Python" then "curl", a CLI/Python group shows Python, now and on later pages.
 */
import { storage } from './config.ts';
import { tabsPartId } from '../shared/engine-ids.ts';

export const TAB_PREFIX = 'docusaurus.tab.';
const EARLIER_PREFIX = 'docsgen.tabs.';

let groups = 0;

export function initTabs(root: ParentNode = document): void {
  for (const group of root.querySelectorAll<HTMLElement>('.tabs')) {
    connect(group, ++groups);
    const id = group.dataset.groupId;
    select(group, (id && remembered(id).find((label) => hasLabel(group, label))) || firstLabel(group));
    group.querySelector('[role="tablist"]')?.addEventListener('click', (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[role="tab"]');
      if (!button?.dataset.label) return;
      choose(group, button.dataset.label);
    });
    group
      .querySelector('[role="tablist"]')
      ?.addEventListener('keydown', (event) => moveFocus(event as KeyboardEvent, group));
  }
}

function choose(group: HTMLElement, label: string): void {
  const id = group.dataset.groupId;
  if (!id) return select(group, label);
  storage.set(EARLIER_PREFIX + id, JSON.stringify([label, ...remembered(id).filter((l) => l !== label)].slice(0, 8)));
  storage.set(TAB_PREFIX + id, label);
  const top = group.getBoundingClientRect().top;
  selectGroup(id, label);
  // Keep the clicked group where it was when groups above it change height.
  window.scrollBy(0, group.getBoundingClientRect().top - top);
}

/** The labels chosen in this group, latest first. */
function remembered(id: string): string[] {
  let earlier: unknown;
  try {
    earlier = JSON.parse(storage.get(EARLIER_PREFIX + id) ?? '[]');
  } catch {
    /* damaged: only the latest choice counts */
  }
  return [storage.get(TAB_PREFIX + id) ?? '', ...(Array.isArray(earlier) ? earlier : [])];
}

function selectGroup(id: string, label: string): void {
  for (const other of document.querySelectorAll<HTMLElement>('.tabs'))
    if (other.dataset.groupId === id && hasLabel(other, label)) select(other, label);
}

function hasLabel(group: HTMLElement, label: string): boolean {
  return tabsOf(group).some((tab) => tab.dataset.label === label);
}

function tabsOf(group: HTMLElement): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
}

/** A choice made in another open tab of the site applies here too. */
export function initTabSync(): void {
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(TAB_PREFIX) && event.newValue)
      selectGroup(event.key.slice(TAB_PREFIX.length), event.newValue);
  });
}

function firstLabel(group: HTMLElement): string {
  // The tab the page marks as its default (a `default` TabItem), else the first.
  const tabs = tabsOf(group);
  return (tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0])?.dataset.label ?? '';
}

function select(group: HTMLElement, label: string): void {
  const tabs = tabsOf(group);
  if (!hasLabel(group, label)) label = firstLabel(group);
  for (const tab of tabs) {
    const selected = tab.dataset.label === label;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]'))
    panel.hidden = panel.dataset.label !== label;
}

/**
 * Each tab names the panel it controls and each panel is named by its tab (the WAI-ARIA tabs
 * pattern). Done here: without JavaScript there are no tabs, every panel shows under its label.
 */
function connect(group: HTMLElement, n: number): void {
  const tabs = tabsOf(group);
  const panels = [...group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')];
  tabs.forEach((tab, i) => {
    const panel = panels.find((p) => p.dataset.label === tab.dataset.label);
    if (!panel) return;
    tab.id ||= tabsPartId(n, 'tab', i + 1);
    panel.id ||= tabsPartId(n, 'panel', i + 1);
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('aria-labelledby', tab.id);
    // A panel with nothing to focus is reached with Tab itself, so its text is not skipped.
    if (!panel.querySelector('a[href], button, input, select, textarea, [tabindex]')) panel.tabIndex = 0;
  });
}

/** Arrow keys move between tabs (wrapping), Home and End to the first and last; the tab moved to is chosen. */
function moveFocus(event: KeyboardEvent, group: HTMLElement): void {
  const tabs = tabsOf(group);
  const index = tabs.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const target = { ArrowRight: index + 1, ArrowLeft: index - 1 + tabs.length, Home: 0, End: tabs.length - 1 }[
    event.key
  ];
  if (target === undefined) return;
  event.preventDefault();
  const next = tabs[target % tabs.length];
  next.focus();
  if (next.dataset.label) choose(group, next.dataset.label);
}
