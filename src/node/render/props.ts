/**
 * Page props: everything a template shows, computed once per page from plain data. Templates
 * receive these and nothing else (no I/O, no config lookups).
 */
import type { TocItem } from '../content/types.ts';
import type { VersionBanner, VersionMenu } from './versions.ts';

// Every type a template names comes from here: templates receive props, and these are their shapes.
export type { TocItem } from '../content/types.ts';
export type { VersionMenu } from './versions.ts';
export type { DocSummary } from '../site/routes.ts';
export type {
  ButtonItem,
  DocsLandingData,
  GuideList,
  GuildData,
  GuildPerson,
  GuildSection,
  HomeData,
  IconName,
  IntegrationCard,
  IntegrationsData,
  SocialKind,
} from './page-data.ts';
export type { SiteLandingData } from './page-data/site-landing.ts';

export interface LinkProps {
  label: string;
  href: string;
  external: boolean;
}

export interface NavItemProps extends LinkProps {
  kind: 'link' | 'icon' | 'search' | 'dropdown' | 'html' | 'versions';
  className?: string;
  ariaLabel?: string;
  /** Path prefix (with base URL) under which the item shows as active. */
  activePrefix?: string;
  items?: LinkProps[];
  html?: string;
}

export interface SiteProps {
  title: string;
  tagline: string;
  baseUrl: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** None when the site has no favicon. */
  favicon?: { href: string; type?: string };
  /** `src` none: the navbar shows the site's title as text. */
  logo: { alt: string; src?: string; srcDark?: string; href: string };
  navbar: NavItemProps[];
  footer: { style: 'light' | 'dark'; groups: { title: string; items: LinkProps[] }[]; copyright: string };
  announcement?: {
    id: string;
    emphasis?: string;
    content: string;
    button?: { label: string; shortLabel?: string; href: string };
    backgroundColor: string;
    textColor: string;
  };
  colorMode: { defaultMode: 'light' | 'dark'; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  assets: { css: string; js: string; font?: string };
  /** Client settings read by the hydration script (search, assistant). */
  clientConfig: Record<string, unknown>;
  slackUrl?: string;
  /** The version menu of pages outside the docs (each version's start page); absent without versions. */
  versionMenu?: VersionMenu;
}

/** What a page's `<head>` says about its social card. */
export interface CardImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface HeadProps {
  title: string;
  description: string;
  /** None for a page kept out of search engines that stands for no address (search results, not found). */
  canonical?: string;
  ogType: 'website' | 'article';
  noIndex: boolean;
  /** Path of the Markdown twin, for doc pages. */
  markdownTwin?: string;
  /** schema.org structured data (JSON-LD), for search engines. */
  structuredData?: object;
  /** The page's social card (`og:image`), when the site draws them. */
  image?: CardImage;
}

export interface SidebarNode {
  kind: 'doc' | 'category' | 'link';
  /** Categories: a key unique in the sidebar, so a page can mark the categories it sits in. */
  key?: string;
  label: string;
  href?: string;
  external?: boolean;
  active?: boolean;
  /** A category containing the active page is open. */
  open?: boolean;
  items?: SidebarNode[];
}

export interface DocProps {
  id: string;
  title: string;
  /** The page's visible title: the `#` heading it starts with, else its title. */
  heading: string;
  /** Front matter `hide_title`: the heading is read by screen readers only. */
  hideTitle: boolean;
  /** Front matter `unlisted`: left out of search (and of sitemaps and sidebars). */
  unlisted: boolean;
  /** The page's tags, each leading to the list of pages with it. */
  tags: LinkProps[];
  description: string;
  /** Front-matter keywords: searched, not shown. */
  keywords: string[];
  html: string;
  toc: TocItem[];
  hideToc: boolean;
  /** `current`, or the name of the frozen version the page belongs to (a search filter). */
  version: string;
  versionMenu?: VersionMenu;
  versionBanner?: VersionBanner;
  noFooter: boolean;
  edition?: 'cloud';
  searchWeight?: number;
  searchReference?: boolean;
  /** The sidebar's HTML with this page marked active (see src/node/render/sidebar.ts). */
  sidebarHtml: string;
  /** The sidebar's name in sidebars.yaml (`<version>/<name>` for a frozen version's): what the reader's open categories are saved for. */
  sidebarName: string;
  /** URL of the full sidebar list when the page holds a partial one. */
  fullSidebar?: string;
  breadcrumbs: LinkProps[];
  /** The labels of the sidebar categories the page sits in, outermost first (also without breadcrumbs). */
  categories: string[];
  /** Top-level sidebar category (a search filter), as the docs listings group pages. */
  section: string;
  editUrl?: string;
  /** "Report an issue": a new issue about this page. */
  issueUrl?: string;
  /** "Was this page helpful?": the question, and the page the answers are about (config `feedback`). */
  feedback?: { question: string; page: string };
  lastUpdated?: { iso: string; date: string; author?: string };
  previous?: LinkProps;
  next?: LinkProps;
  /** The page for AI tools: its Markdown twin (link and absolute URL, for a chat prompt) and llms.txt. */
  markdown: { href: string; url: string; llmsTxt: string };
}

/** Props every page template receives. */
export interface PageProps<T = undefined> {
  site: SiteProps;
  head: HeadProps;
  /** The current path with base URL, for active navbar items. */
  path: string;
  data: T;
}
