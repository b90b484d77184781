/** The document shell shared by every page: head, announcement, navbar, main, footer. */
import type { ReactNode } from 'react';
import type { HeadProps, SiteProps, VersionMenu } from '../src/node/render/props.ts';
import { Head } from './components/Head.tsx';
import { MobileMenu, Navbar } from './components/Navbar.tsx';
import { AnnouncementBar, Footer } from './components/Footer.tsx';
import { BotIcon } from '../src/shared/icons.tsx';
import { ENGINE_IDS } from '../src/shared/engine-ids.ts';

export interface LayoutProps {
  site: SiteProps;
  head: HeadProps;
  path: string;
  /** Extra class on <body>, e.g. the page type. */
  pageClass: string;
  /** Pages flagged no-footer get neither the footer nor the assistant button. */
  noFooter?: boolean;
  /** This page in each docs version (doc pages); other pages show the versions' start pages. */
  versionMenu?: VersionMenu;
  /** Where "Skip to main content" leads: a doc page skips its sidebar too. */
  skipTarget?: string;
  children: ReactNode;
}

export function Layout({
  site,
  head,
  path,
  pageClass,
  noFooter,
  versionMenu,
  skipTarget = ENGINE_IDS.main,
  children,
}: LayoutProps) {
  const assistant = !noFooter && Boolean(site.clientConfig.assistant);
  return (
    <html lang={site.htmlLang} dir={site.direction} data-theme={site.colorMode.defaultMode}>
      <Head site={site} head={head} isHome={path === site.baseUrl} />
      <body className={pageClass}>
        <a className="skip-link" href={`#${skipTarget}`}>
          Skip to main content
        </a>
        {site.announcement ? <AnnouncementBar announcement={site.announcement} /> : null}
        <Navbar site={site} path={path} versionMenu={versionMenu} />
        <MobileMenu site={site} versionMenu={versionMenu} />
        <div className="progress-bar" aria-hidden="true" data-progress="" />
        <main id={ENGINE_IDS.main} className="main">
          {children}
        </main>
        {noFooter ? null : <Footer footer={site.footer} />}
        {assistant ? (
          <button
            type="button"
            className="assistant-button"
            data-assistant-open=""
            aria-haspopup="dialog"
            aria-expanded="false"
            aria-label="Ask the docs assistant"
            title="Ask the docs assistant"
          >
            <BotIcon />
          </button>
        ) : null}
        <script
          type="application/json"
          id={ENGINE_IDS.config}
          dangerouslySetInnerHTML={{ __html: JSON.stringify(site.clientConfig).replace(/</g, '\\u003c') }}
        />
      </body>
    </html>
  );
}
