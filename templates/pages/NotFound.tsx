/**
 * The not-found page (404.html). Its inline script sends the reader on from an address that
 * names a page in another form (static hosts serve this page for those): without a trailing
 * `index.html` or `.html`, and without a trailing slash the page's route does not have.
 */
import type { PageProps, DocSummary } from '../../src/node/render/props.ts';
import { withBase } from '../../src/shared/urls.ts';
import { scriptJson } from '../../src/shared/structured-data.ts';
import { Layout } from '../Layout.tsx';
import { PageIcon } from './icons.tsx';
import { SearchForm } from './parts.tsx';
import { groupBySection } from '../../src/shared/group-by-section.ts';

/**
 * `/docs/index.html` → `/docs/`, `/docs/quickstart.html` → `/docs/quickstart`, and
 * `/docs/quickstart/` → `/docs/quickstart` when that is a route (the docs' routes are in the
 * page's `data-doc-routes`; `extra` are the other routes without a slash); keeps query and hash.
 * The not-found page itself (`/404.html`, opened directly) stays where it is. Runs after the
 * routes' element, and never sends the reader to the address they are on (no loop).
 */
export function addressFixScript(extra: string[]): string {
  return `(function(){var p=location.pathname;if(/\\/404\\.html$/.test(p))return;var n=p.replace(/\\/index\\.html$/,'/').replace(/\\.html$/,'');if(/.\\/$/.test(n)){var t=n.slice(0,-1),r=${JSON.stringify(extra)};try{r=r.concat(JSON.parse(document.querySelector('[data-doc-routes]').textContent).map(function(x){return x[0]}))}catch(e){}if(r.indexOf(t)>=0)n=t}if(n!==p)location.replace(n+location.search+location.hash)})()`;
}

/** Where a lost reader can go next. */
const WAYS_ON = [
  { route: '/docs/', icon: 'book', title: 'Docs home', text: 'Start from the documentation landing page.' },
  { route: '/docs/quickstart', icon: 'rocket', title: 'Quickstart', text: 'Run {site} locally in a few minutes.' },
  { route: '/search', icon: 'search', title: 'Search', text: 'Look for a page by its words.' },
] as const;

export function NotFound({ site, head, path, data }: PageProps<DocSummary[]>) {
  const base = (route: string) => withBase(site.baseUrl, route);
  const sections = groupBySection(data).slice(0, 12);
  return (
    <Layout site={site} head={head} path={path} pageClass="page-not-found">
      <div className="pg-container pg-narrow pg-not-found">
        <p className="pg-eyebrow">Error 404</p>
        <h1 className="pg-page-title">Page Not Found</h1>
        <p className="pg-lead pg-left">
          We could not find what you were looking for. The page may have moved; try the documentation home or search the
          docs.
        </p>
        <SearchForm
          id="not-found-q"
          action={base('/search')}
          placeholder="Search the docs"
          label="Search the documentation"
          button="Search"
        />
        <ul className="pg-grid pg-grid-3 pg-not-found-links">
          {WAYS_ON.filter(
            (way) => way.route !== '/docs/quickstart' || data.some((doc) => doc.href === base(way.route)),
          ).map((way) => (
            <li key={way.route}>
              <a className="pg-card pg-quick-link" href={base(way.route)}>
                <span className="pg-icon-tile">
                  <PageIcon name={way.icon} />
                </span>
                <span className="pg-quick-link-title">{way.title}</span>
                <span className="pg-quick-link-text">{way.text.replace('{site}', site.title)}</span>
              </a>
            </li>
          ))}
        </ul>
        {/* Filled by the client script (src/client/not-found.ts): the pages whose address is nearest the one asked for, then pages found by its words. */}
        <section
          className="pg-not-found-suggestions"
          data-not-found-suggestions=""
          aria-labelledby="not-found-suggestions"
          hidden
        >
          <h2 id="not-found-suggestions">Pages that may be what you were looking for</h2>
          <script
            type="application/json"
            data-doc-routes=""
            dangerouslySetInnerHTML={{ __html: scriptJson(data.map((doc) => [doc.href, doc.title, doc.section])) }}
          />
        </section>
        <script dangerouslySetInnerHTML={{ __html: addressFixScript(['/integrations', '/search'].map(base)) }} />
        {sections.length > 0 ? (
          <nav className="pg-not-found-sections" aria-labelledby="browse-sections">
            <h2 id="browse-sections">Or browse a section</h2>
            <ul className="pg-chips">
              {sections.map((group) => (
                <li key={group.section}>
                  <a className="pg-chip pg-chip-link" href={group.docs[0].href}>
                    {group.section}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </Layout>
  );
}
