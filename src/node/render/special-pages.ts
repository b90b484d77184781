/**
 * The pages that are not docs: home, docs landing, community (guild), integrations, search and
 * not-found (and the offline page when the site has offline reading). Each names its route, output file, template and the data file it shows.
 */
import type { ReactElement } from 'react';
import type { PageProps } from './props.ts';
import { Home } from '../../../templates/pages/Home.tsx';
import { DocsLanding } from '../../../templates/pages/DocsLanding.tsx';
import { Guild } from '../../../templates/pages/Guild.tsx';
import { Integrations } from '../../../templates/pages/Integrations.tsx';
import { SearchPage } from '../../../templates/pages/SearchPage.tsx';
import { NotFound } from '../../../templates/pages/NotFound.tsx';
import { Offline } from '../../../templates/pages/Offline.tsx';
import { SiteLanding } from '../../../templates/pages/SiteLanding.tsx';
import { siteLanding } from './page-data/site-landing.ts';
import { OFFLINE_PAGE } from '../../shared/offline-caches.ts';
import { loadPageData } from './page-data.ts';
import type { PageDataContext } from './page-data-types.ts';
import type { SpecialRoute } from '../site/routes.ts';

export interface SpecialPage extends SpecialRoute {
  /** Output file below the output folder. */
  file: string;
  template: (props: PageProps<any>) => ReactElement;
  /** Reads and validates the page's data (content/data/*.yaml); problems carry file and line. `undefined`: the site has no data file for it. */
  data: (context: PageDataContext) => Promise<unknown>;
  /**
   * Without its data file: another template and data made from the docs (home, docs landing),
   * or `omit` to build no such page (links to it are then reported as broken, naming the file).
   */
  whenMissing?:
    | { template: SpecialPage['template']; data: (context: PageDataContext) => unknown; description?: string }
    | { omit: string };
  noIndex?: boolean;
}

/** What the special pages say about the site. */
interface SiteInfo {
  title: string;
  tagline: string;
  description: string;
  offline?: boolean;
}

export function specialPages(site: SiteInfo): SpecialPage[] {
  const pages = [...landingPages(site), ...dataPages(site), ...searchAndNotFound(site)];
  // What the offline-reading service worker answers for a page it never kept.
  if (site.offline) pages.push(offlinePage(site));
  return pages;
}

/** Home and docs landing: from their data files, or made from the docs without them. */
function landingPages(site: SiteInfo): SpecialPage[] {
  return [
    {
      route: '/',
      file: 'index.html',
      title: site.tagline,
      description: site.description,
      template: Home,
      data: (c) => loadPageData(c, 'home'),
      listed: true,
      whenMissing: {
        template: SiteLanding,
        data: (c) =>
          siteLanding(c.docsIndex, {
            title: site.title,
            subtitle: site.tagline,
            search: false,
            buttons: startButton(c),
          }),
      },
    },
    {
      route: '/docs/',
      file: 'docs/index.html',
      title: 'Documentation',
      description: `Guides, concepts and reference for ${site.title}: get started, ingest metadata, use the APIs, deploy and operate.`,
      template: DocsLanding,
      data: (c) => loadPageData(c, 'docs-landing'),
      listed: true,
      whenMissing: {
        template: SiteLanding,
        data: (c) =>
          siteLanding(c.docsIndex, { title: 'Documentation', subtitle: site.tagline, search: true, buttons: [] }),
        description: `The documentation of ${site.title}, section by section.`,
      },
    },
  ];
}

/** Pages that only exist with their data file (guild, integrations). */
function dataPages(site: SiteInfo): SpecialPage[] {
  return [
    {
      route: '/guild/',
      file: 'guild/index.html',
      title: 'Data Practitioners Guild',
      description: `The ${site.title} Data Practitioners Guild: community members recognised for their code, support and advocacy.`,
      template: Guild,
      data: (c) => loadPageData(c, 'guild'),
      listed: true,
      whenMissing: { omit: 'content/data/guild.yaml' },
    },
    {
      route: '/integrations',
      file: 'integrations.html',
      title: `${site.title} Integrations`,
      description: `Every system ${site.title} integrates with: databases, BI tools, orchestrators, identity providers and more, with their docs.`,
      template: Integrations,
      data: (c) => loadPageData(c, 'integrations'),
      listed: true,
      whenMissing: { omit: 'content/data/integrations.yaml' },
    },
  ];
}

/** Search and not-found: made from the docs index, kept out of search engines. */
function searchAndNotFound(site: SiteInfo): SpecialPage[] {
  return [
    {
      route: '/search',
      file: 'search.html',
      title: 'Search the documentation',
      description: `Search the ${site.title} documentation.`,
      template: SearchPage,
      data: async (c) => c.docsIndex,
      noIndex: true,
      listed: false,
    },
    {
      route: '/404',
      file: '404.html',
      title: 'Page Not Found',
      description: 'We could not find what you were looking for.',
      template: NotFound,
      data: async (c) => c.docsIndex,
      noIndex: true,
      listed: false,
    },
  ];
}

function offlinePage(site: SiteInfo): SpecialPage {
  return {
    route: `/${OFFLINE_PAGE.replace(/\.html$/, '')}`,
    file: OFFLINE_PAGE,
    title: 'You are offline',
    description: `This page of the ${site.title} documentation is not saved on this device.`,
    template: Offline,
    data: async () => null,
    noIndex: true,
    listed: false,
  };
}

/** The home page's button without a data file: the first page of the docs. */
function startButton(context: PageDataContext) {
  const first = context.docsIndex[0];
  return first ? [{ label: 'Get started', href: first.href, variant: 'primary' as const }] : [];
}

/** Each page with its data, the fallback where its data file is missing; and the routes of pages left out, with their files. */
export async function loadSpecialPages(
  pages: SpecialPage[],
  context: PageDataContext,
): Promise<{ pages: { page: SpecialPage; data: unknown }[]; omitted: Map<string, string> }> {
  const omitted = new Map<string, string>();
  const loaded = await Promise.all(
    pages.map(async (page) => {
      const data = await page.data(context);
      if (data !== undefined || !page.whenMissing) return { page, data };
      if ('omit' in page.whenMissing) {
        omitted.set(page.route, page.whenMissing.omit);
        return undefined;
      }
      return {
        page: {
          ...page,
          template: page.whenMissing.template,
          description: page.whenMissing.description ?? page.description,
        },
        data: page.whenMissing.data(context),
      };
    }),
  );
  return { pages: loaded.filter((entry) => entry !== undefined), omitted };
}
