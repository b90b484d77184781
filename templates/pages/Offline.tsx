/**
 * The offline page (offline.html, config `offline`): what the service worker answers for a page
 * the reader never opened while the network is gone. The worker puts the address asked for
 * behind "Try again" and lists the pages this device kept (src/client/service-worker.ts).
 */
import type { PageProps } from '../../src/node/render/props.ts';
import { withBase } from '../../src/shared/urls.ts';
import { RETRY_HREF, SAVED_PAGES_MARK } from '../../src/shared/offline-caches.ts';
import { Layout } from '../Layout.tsx';

export function Offline({ site, head, path }: PageProps<null>) {
  return (
    <Layout site={site} head={head} path={path} pageClass="page-offline">
      <div className="pg-container pg-narrow pg-offline">
        <p className="pg-eyebrow">No connection</p>
        <h1 className="pg-page-title">You are offline</h1>
        <p className="pg-lead pg-left">
          This page has not been saved on this device, and the network does not answer. Try again once you are back
          online; the pages you opened before can be read now.
        </p>
        <p className="pg-offline-actions">
          <a className="pg-button pg-button-primary" href={RETRY_HREF}>
            Try again
          </a>
          <a className="pg-button pg-button-secondary" href={withBase(site.baseUrl, '/docs/')}>
            Docs home
          </a>
        </p>
        {/* Shown and filled by the service worker. */}
        <section className="pg-offline-saved" data-offline-saved="" hidden aria-labelledby="offline-saved">
          <h2 id="offline-saved">Saved on this device</h2>
          <ul className="pg-doc-list" dangerouslySetInnerHTML={{ __html: SAVED_PAGES_MARK }} />
        </section>
      </div>
    </Layout>
  );
}
