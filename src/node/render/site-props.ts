/** Site-wide props, computed once per build from the config and the built assets. */
import type { SiteConfig, NavbarItem, FooterLink } from '../config/schema.ts';
import type { LinkProps, NavItemProps, SiteProps } from './props.ts';
import type { VersionMenu } from './versions.ts';
import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { withBase } from '../../shared/urls.ts';
import { resolveAssistant } from '../config/assistant.ts';

export interface Assets {
  css: string;
  js: string;
  font?: string;
}

/** `to` targets are site paths (relative ones are joined to the base URL); `href` is used as is. */
export function resolveTarget(
  baseUrl: string,
  target: { to?: string; href?: string },
): { href: string; external: boolean } {
  if (target.href) {
    const external = /^[a-z]+:/i.test(target.href) || target.href.startsWith('//');
    return { href: external ? target.href : withBase(baseUrl, target.href), external };
  }
  const to = target.to ?? '/';
  // `//host/path` leads to another site, as a full address does.
  if (/^[a-z]+:/i.test(to) || to.startsWith('//')) return { href: to, external: true };
  return { href: withBase(baseUrl, to.startsWith('/') ? to : `/${to}`), external: false };
}

function navItem(baseUrl: string, item: NavbarItem, docRoute: (id: string) => string): NavItemProps {
  const base = { className: item.className, ariaLabel: item.ariaLabel };
  switch (item.type) {
    case 'default': {
      const target = resolveTarget(baseUrl, item);
      const kind = item.className?.includes('item__icon') ? 'icon' : 'link';
      const activePrefix = item.activeBasePath
        ? withBase(baseUrl, `/${item.activeBasePath.replace(/^\//, '')}`)
        : target.external
          ? undefined
          : target.href;
      return { ...base, kind, label: item.label ?? '', ...target, activePrefix };
    }
    case 'dropdown':
      return {
        ...base,
        kind: 'dropdown',
        label: item.label,
        ...resolveTarget(baseUrl, item),
        items: item.items.map((sub) => ({ label: sub.label, ...resolveTarget(baseUrl, sub) })),
      };
    case 'search':
      return { ...base, kind: 'search', label: 'Search', href: withBase(baseUrl, '/search'), external: false };
    case 'html':
      return { ...base, kind: 'html', label: '', href: '', external: false, html: item.value };
    case 'doc':
      return {
        ...base,
        kind: 'link',
        label: item.label ?? item.docId,
        href: withBase(baseUrl, docRoute(item.docId)),
        external: false,
        activePrefix: withBase(baseUrl, docRoute(item.docId)),
      };
    case 'docSidebar':
      return {
        ...base,
        kind: 'link',
        label: item.label,
        href: withBase(baseUrl, '/docs/'),
        external: false,
        activePrefix: withBase(baseUrl, '/docs'),
      };
    case 'docsVersion':
      return { ...base, kind: 'link', label: item.label ?? 'Docs', href: withBase(baseUrl, '/docs/'), external: false };
    case 'docsVersionDropdown':
      // Filled per page from the page's version menu; without frozen versions it shows nothing.
      return { ...base, kind: 'versions', label: '', href: '', external: false };
    case 'localeDropdown':
      // One version and one locale: nothing to choose from, so nothing is shown.
      return { ...base, kind: 'html', label: '', href: '', external: false, html: '' };
  }
}

/** The types browsers need named for an icon (an .ico is recognised without one). */
const ICON_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

function logoProps(config: SiteConfig, baseUrl: string): SiteProps['logo'] {
  const logo = config.navbar.logo;
  const href = withBase(baseUrl, '/');
  if (!logo) return { alt: config.title, href };
  return {
    alt: logo.alt,
    src: withBase(baseUrl, `/${logo.src.replace(/^\//, '')}`),
    srcDark: logo.srcDark && withBase(baseUrl, `/${logo.srcDark.replace(/^\//, '')}`),
    href,
  };
}

export function buildSiteProps(
  config: SiteConfig,
  baseUrl: string,
  assets: Assets,
  versionMenu?: VersionMenu,
): SiteProps {
  const locale = config.i18n.localeConfigs[config.i18n.defaultLocale];
  const footerLink = (item: FooterLink): LinkProps => ({ label: item.label, ...resolveTarget(baseUrl, item) });
  const props: SiteProps = {
    title: config.title,
    tagline: config.tagline,
    baseUrl,
    htmlLang: locale?.htmlLang ?? config.i18n.defaultLocale,
    direction: locale?.direction ?? 'ltr',
    favicon: config.favicon
      ? {
          href: withBase(baseUrl, `/${config.favicon.replace(/^\//, '')}`),
          type: ICON_TYPES[extname(config.favicon).toLowerCase()],
        }
      : undefined,
    logo: logoProps(config, baseUrl),
    navbar: config.navbar.items
      .map((item) => navItem(baseUrl, item, (id) => `/docs/${id}`))
      .filter((item) => item.kind !== 'html' || item.html),
    footer: {
      style: config.footer.style,
      groups: config.footer.links.map((group) => ({ title: group.title, items: group.items.map(footerLink) })),
      copyright: config.footer.copyright,
    },
    announcement: config.announcementBar,
    colorMode: config.colorMode,
    assets,
    clientConfig: {
      baseUrl,
      siteTitle: config.title,
      search: {
        ...(config.search.hosted ? { hosted: config.search.hosted } : {}),
        feedbackUrl: config.search.feedbackUrl,
      },
      assistant: resolveAssistant(config.assistant),
      versionPersistence: config.docs.versionPersistence,
      // The versions readers may pick (and have remembered), with their start pages.
      versions: versionMenu?.items.map(({ name, label, href }) => ({ name, label, href })) ?? [],
      slackUrl: config.community?.slackUrl,
      ...(config.feedback ? { feedback: { endpoint: config.feedback.endpoint } } : {}),
    },
    slackUrl: config.community?.slackUrl,
    versionMenu,
  };
  if (config.offline) props.clientConfig.offline = { version: offlineVersion(props) };
  return props;
}

/**
 * Names the offline page as this build makes it: its assets and the chrome every page shares.
 * Pages register the service worker under this name, so a build that changes it installs the
 * worker again, which keeps the new offline page and files.
 */
function offlineVersion(props: SiteProps): string {
  const { assets, navbar, footer, announcement, logo } = props;
  return createHash('sha1')
    .update(JSON.stringify({ assets, navbar, footer, announcement, logo }))
    .digest('hex')
    .slice(0, 12);
}
