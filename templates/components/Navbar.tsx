import type { NavItemProps, SiteProps, VersionMenu } from '../../src/node/render/props.ts';
import { BrandIcon, CloseIcon, Logo, MenuIcon, MoonIcon, SunIcon } from '../../src/shared/icons.tsx';
import { Island } from './Island.tsx';
import { SearchButton } from '../../src/client/search/search-button.tsx';
import { ENGINE_IDS } from '../../src/shared/engine-ids.ts';

function isActive(item: NavItemProps, path: string): boolean {
  return Boolean(
    item.activePrefix && (path === item.activePrefix || path.startsWith(`${item.activePrefix.replace(/\/$/, '')}/`)),
  );
}

function ExternalProps(external: boolean) {
  return external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

function NavItem({
  item,
  path,
  baseUrl,
  feedbackUrl,
}: {
  item: NavItemProps;
  path: string;
  baseUrl: string;
  feedbackUrl?: string;
}) {
  if (item.kind === 'search') {
    return (
      <Island
        name="search"
        component={SearchButton}
        props={{ href: item.href, baseUrl, feedbackUrl }}
        className="search-island"
      />
    );
  }
  if (item.kind === 'icon') {
    // `item__icon item__slack`: the second class names the brand.
    const name =
      (item.className ?? '')
        .split(/\s+/)
        .find((c) => c.startsWith('item__') && c !== 'item__icon')
        ?.slice('item__'.length) ?? '';
    return (
      <a
        className="navbar-icon"
        href={item.href}
        aria-label={item.ariaLabel}
        title={item.ariaLabel}
        {...ExternalProps(item.external)}
      >
        <BrandIcon name={name} />
      </a>
    );
  }
  if (item.kind === 'html')
    return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />;
  if (item.kind === 'dropdown') {
    return (
      <details className="navbar-dropdown">
        <summary>{item.label}</summary>
        <ul>
          {item.items?.map((sub) => (
            <li key={sub.href}>
              <a href={sub.href} {...ExternalProps(sub.external)}>
                {sub.label}
              </a>
            </li>
          ))}
        </ul>
      </details>
    );
  }
  const active = isActive(item, path);
  return (
    <a
      className={`navbar-link${active ? ' active' : ''}`}
      href={item.href}
      aria-current={active ? 'page' : undefined}
      {...ExternalProps(item.external)}
    >
      {item.label}
    </a>
  );
}

function linksOf(site: SiteProps) {
  return {
    links: site.navbar.filter(
      (item) =>
        item.kind === 'link' ||
        item.kind === 'dropdown' ||
        item.kind === 'html' ||
        (item.kind === 'versions' && site.versionMenu),
    ),
    icons: site.navbar.filter((item) => item.kind === 'icon'),
  };
}

export function Navbar({ site, path, versionMenu }: { site: SiteProps; path: string; versionMenu?: VersionMenu }) {
  const { links, icons } = linksOf(site);
  const search = site.navbar.find((item) => item.kind === 'search');
  return (
    <header className="navbar" data-navbar="">
      <div className="navbar-inner">
        <button
          type="button"
          className="navbar-toggle"
          aria-label="Toggle navigation bar"
          aria-expanded="false"
          aria-controls={ENGINE_IDS.mobileMenu}
          data-menu-open=""
        >
          <MenuIcon />
        </button>
        <a className="navbar-brand" href={site.logo.href}>
          <Logo logo={site.logo} />
        </a>
        <nav className="navbar-items" aria-label="Main">
          {links.map((item) =>
            item.kind === 'versions' ? (
              <VersionDropdown key="versions" menu={versionMenu ?? site.versionMenu!} />
            ) : (
              <NavItem key={item.label} item={item} path={path} baseUrl={site.baseUrl} />
            ),
          )}
        </nav>
        <div className="navbar-end">
          {icons.map((item) => (
            <NavItem key={item.href} item={item} path={path} baseUrl={site.baseUrl} />
          ))}
          {search ? (
            <NavItem
              item={search}
              path={path}
              baseUrl={site.baseUrl}
              feedbackUrl={(site.clientConfig.search as { feedbackUrl?: string } | undefined)?.feedbackUrl}
            />
          ) : null}
          {site.colorMode.disableSwitch ? null : (
            <button
              type="button"
              className="theme-toggle"
              data-theme-toggle=""
              aria-label="Switch between dark and light mode"
              title="Switch between dark and light mode"
            >
              <SunIcon />
              <MoonIcon />
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

/** The docs versions: each entry leads to this page in that version when it has it. */
function VersionDropdown({ menu }: { menu: VersionMenu }) {
  return (
    <details className="navbar-dropdown navbar-versions" data-version-menu="">
      <summary aria-label={`Docs version: ${menu.label}`}>{menu.label}</summary>
      <ul>
        {menu.items.map((item) => (
          <li key={item.name}>
            <a
              href={item.href}
              data-version={item.name}
              aria-current={item.active ? 'true' : undefined}
              className={item.active ? 'active' : undefined}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** The mobile menu: outside the sticky header so that it can cover the whole viewport. */
export function MobileMenu({ site, versionMenu = site.versionMenu }: { site: SiteProps; versionMenu?: VersionMenu }) {
  const { links, icons } = linksOf(site);
  return (
    <div className="mobile-menu-container" data-mobile-menu="" hidden>
      <div className="mobile-menu-backdrop" data-menu-close="" />
      <div className="mobile-menu" id={ENGINE_IDS.mobileMenu} role="dialog" aria-modal="true" aria-label="Menu">
        <div className="mobile-menu-header">
          <a className="navbar-brand" href={site.logo.href}>
            <Logo logo={site.logo} />
          </a>
          <button type="button" className="mobile-menu-close" aria-label="Close navigation bar" data-menu-close="">
            <CloseIcon />
          </button>
        </div>
        <button type="button" className="mobile-menu-back" data-menu-back="" hidden>
          ← Back to main menu
        </button>
        <nav className="mobile-menu-primary" aria-label="Main">
          {[...links, ...icons]
            .filter((item) => item.kind !== 'versions')
            .map((item) => (
              <a key={item.href} className="mobile-menu-link" href={item.href} {...ExternalProps(item.external)}>
                {item.label || item.ariaLabel}
              </a>
            ))}
          {site.versionMenu && versionMenu ? (
            // The navbar's version dropdown (this page in each version), as a labelled group (the label the site we replace uses on phones).
            <div className="mobile-menu-group" role="group" aria-labelledby={ENGINE_IDS.mobileMenuVersions}>
              <p className="mobile-menu-group-label" id={ENGINE_IDS.mobileMenuVersions}>
                Versions
              </p>
              {versionMenu.items.map((item) => (
                <a
                  key={item.name}
                  className="mobile-menu-link mobile-menu-sublink"
                  href={item.href}
                  data-version={item.name}
                  aria-current={item.active ? 'true' : undefined}
                >
                  {item.label}
                </a>
              ))}
            </div>
          ) : null}
        </nav>
        <div className="mobile-menu-secondary" data-menu-secondary="" hidden />
      </div>
    </div>
  );
}
