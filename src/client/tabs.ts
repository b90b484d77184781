/**
 * Tabs: one panel shown at a time; the choice is remembered per `groupId` across pages
 * (`docusaurus.tab.<groupId>`, as readers' stored choices from the site we replace keep working)
 * and applied to every tab group with the same id on the page.
 */
import { storage } from './config.ts';

export const TAB_PREFIX = 'docusaurus.tab.';

export function initTabs(root: ParentNode = document): void {
  for (const group of root.querySelectorAll<HTMLElement>('.tabs')) {
    const stored = group.dataset.groupId ? storage.get(TAB_PREFIX + group.dataset.groupId) : null;
    select(group, stored ?? firstLabel(group));
    group.querySelector('[role="tablist"]')?.addEventListener('click', (event) => {
      const button = (event.target as HTMLElement).closest<HTMLButtonElement>('[role="tab"]');
      if (!button?.dataset.label) return;
      choose(group, button.dataset.label);
    });
    group.querySelector('[role="tablist"]')?.addEventListener('keydown', (event) => moveFocus(event as KeyboardEvent, group));
  }
}

function choose(group: HTMLElement, label: string): void {
  const id = group.dataset.groupId;
  if (!id) return select(group, label);
  storage.set(TAB_PREFIX + id, label);
  const top = group.getBoundingClientRect().top;
  selectGroup(id, label);
  // Keep the clicked group where it was when groups above it change height.
  window.scrollBy(0, group.getBoundingClientRect().top - top);
}

function selectGroup(id: string, label: string): void {
  for (const other of document.querySelectorAll<HTMLElement>('.tabs')) if (other.dataset.groupId === id) select(other, label);
}

/** A choice made in another open tab of the site applies here too. */
export function initTabSync(): void {
  window.addEventListener('storage', (event) => {
    if (event.key?.startsWith(TAB_PREFIX) && event.newValue) selectGroup(event.key.slice(TAB_PREFIX.length), event.newValue);
  });
}

function firstLabel(group: HTMLElement): string {
  return group.querySelector<HTMLElement>('[role="tab"]')?.dataset.label ?? '';
}

function select(group: HTMLElement, label: string): void {
  const tabs = [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  if (!tabs.some((tab) => tab.dataset.label === label)) label = firstLabel(group);
  for (const tab of tabs) {
    const selected = tab.dataset.label === label;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
  }
  for (const panel of group.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')) panel.hidden = panel.dataset.label !== label;
}

function moveFocus(event: KeyboardEvent, group: HTMLElement): void {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const tabs = [...group.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  const index = tabs.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
  next.focus();
  if (next.dataset.label) choose(group, next.dataset.label);
}
