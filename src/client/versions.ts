/**
 * The reader's docs version: chosen in the version menu, remembered in localStorage under
 * `docs-preferred-version-default` (unless the site turns persistence off), and used by the
 * navbar's Docs link, the docs landing page and search. A remembered version that the site no
 * longer has is forgotten.
 */
import { clientConfig, storage } from './config.ts';

export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** The version the reader chose, if the site still has it; a stale choice is forgotten. */
export function preferredVersion(): { name: string; label: string; href: string } | undefined {
  const config = clientConfig();
  const stored = config.versionPersistence === 'none' ? null : storage.get(PREFERRED_VERSION_KEY);
  if (!stored) return undefined;
  const found = config.versions?.find((v) => v.name === stored);
  if (!found) storage.remove(PREFERRED_VERSION_KEY);
  return found;
}

export function initVersions(): void {
  const { versions = [], versionPersistence } = clientConfig();
  if (versions.length === 0 || versionPersistence === 'none') return;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-version]');
    if (link?.dataset.version) storage.set(PREFERRED_VERSION_KEY, link.dataset.version);
  });
}

/** The Docs links and the docs landing's note lead to the reader's version: on load, and after client navigation brings a page's own. */
export function showPreferredVersion(): void {
  const { versions = [] } = clientConfig();
  const preferred = preferredVersion();
  if (!preferred || preferred.name === versions[0]?.name) return;
  const docsHref = versions[0].href;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.navbar-link, .mobile-menu-link')) {
    if (link.getAttribute('href') === docsHref && !link.dataset.version) link.setAttribute('href', preferred.href);
  }
  const landing = document.querySelector<HTMLElement>('[data-preferred-version-note]');
  if (landing) {
    landing.hidden = false;
    landing.querySelector('[data-version-label]')!.textContent = preferred.label;
    landing.querySelector<HTMLAnchorElement>('[data-version-start]')!.href = preferred.href;
  }
}
