/**
 * The reader's docs version: chosen in the version menu, remembered in localStorage under
 * `docs-preferred-version-default` (unless the site turns persistence off), and used by the
 * navbar's Docs link, the docs landing page and search. A remembered version that the site no
 * longer has is forgotten.
 */
import { clientConfig, storage } from './config.ts';

export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

interface SiteVersion {
  name: string;
  label: string;
  href: string;
}

export function initVersions(): void {
  const config = clientConfig() as ReturnType<typeof clientConfig> & { versions?: SiteVersion[] };
  const versions = config.versions ?? [];
  if (versions.length === 0 || config.versionPersistence === 'none') return;
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-version]');
    if (link?.dataset.version) storage.set(PREFERRED_VERSION_KEY, link.dataset.version);
  });
  const stored = storage.get(PREFERRED_VERSION_KEY);
  if (stored && !versions.some((v) => v.name === stored)) {
    try {
      localStorage.removeItem(PREFERRED_VERSION_KEY);
    } catch {
      /* storage unavailable */
    }
    return;
  }
  const preferred = versions.find((v) => v.name === stored);
  if (!preferred || preferred.name === versions[0].name) return;
  // The Docs link of the navbar (and of the mobile menu) leads to the remembered version.
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
