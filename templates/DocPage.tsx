/** A documentation page: sidebar, breadcrumbs, content, table of contents, page footer. */
import type { DocProps, PageProps } from '../src/node/render/props.ts';
import { Layout } from './Layout.tsx';
import { SidebarFrame } from './components/Sidebar.tsx';
import { Toc } from './components/Toc.tsx';
import { EditIcon, IssueIcon } from '../src/shared/icons.tsx';
import { PageActions } from './components/PageActions.tsx';
import { PageFeedback } from './components/PageFeedback.tsx';
import { hasReferenceFilter } from '../src/client/reference-filter.ts';
import { ENGINE_IDS } from '../src/shared/engine-ids.ts';
import { addressName } from '../src/shared/search/rerank.ts';
import { nameFields } from '../src/shared/search/page-names.ts';

export function DocPage({ site, head, path, data: doc }: PageProps<DocProps>) {
  const showToc = !doc.hideToc && doc.toc.length > 0;
  return (
    <Layout
      site={site}
      head={head}
      path={path}
      pageClass="page-doc"
      noFooter={doc.noFooter}
      versionMenu={doc.versionMenu}
      skipTarget={ENGINE_IDS.mainContent}
    >
      {/* The columns are known from the start: a TOC column found later while parsing a long page would shift it. */}
      <div className={showToc ? 'doc-layout' : 'doc-layout doc-layout-no-toc'}>
        <div className="doc-sidebar-column">
          <SidebarFrame html={doc.sidebarHtml} name={doc.sidebarName} fullHref={doc.fullSidebar} />
        </div>
        <div className="doc-main" id={ENGINE_IDS.mainContent}>
          {doc.versionBanner ? (
            <aside className="version-banner" role="note" data-pagefind-ignore="all">
              You are reading the docs of version <strong>{doc.versionBanner.label}</strong>; the latest is{' '}
              <strong>{doc.versionBanner.latestLabel}</strong>.{' '}
              <a href={doc.versionBanner.href} data-version="current">
                Read this page in the latest docs
              </a>
              .
            </aside>
          ) : null}
          <article
            className="doc-article"
            data-pagefind-body={doc.unlisted ? undefined : ''}
            data-doc-id={doc.id}
            data-docs-version={doc.version}
            data-pagefind-meta={breadcrumbMeta(doc)}
          >
            {/* Search filters: the docs section, and the docs version. */}
            <span hidden data-pagefind-filter={`section:${doc.section}`} />
            <span hidden data-pagefind-filter={`version:${doc.version}`} />
            <span hidden data-pagefind-meta={`description:${doc.description}`} />
            {doc.keywords.length > 0 ? (
              <span hidden data-pagefind-meta={`keywords:${doc.keywords.join(', ')}`} />
            ) : null}
            {/* A reference page's name ranks below a guide's of the same name (src/shared/search/rerank.ts). */}
            {doc.searchReference ? <span hidden data-pagefind-meta="reference:yes" /> : null}
            <SearchNames path={path} toc={doc.toc} />
            {doc.breadcrumbs.length > 0 ? <Breadcrumbs items={doc.breadcrumbs} /> : null}
            {showToc ? (
              <details className="toc-mobile" data-pagefind-ignore="all">
                <summary>On this page</summary>
                <Toc items={doc.toc} />
              </details>
            ) : null}
            <header className="doc-header">
              {doc.edition === 'cloud' ? <span className="badge badge-cloud">Managed DataHub</span> : null}
              <h1 className={doc.hideTitle ? 'sr-only' : undefined}>{doc.heading}</h1>
              <PageActions markdown={doc.markdown} title={doc.title} siteTitle={site.title} />
            </header>
            {/* Filled by the client script; here so that its room is kept from the first paint (no layout shift). */}
            {hasReferenceFilter(doc.id) ? (
              <div className="reference-filter" role="search" data-reference-filter="" data-pagefind-ignore="all" />
            ) : null}
            <div
              className="markdown"
              data-pagefind-weight={doc.searchWeight}
              dangerouslySetInnerHTML={{ __html: doc.html }}
            />
          </article>
          <DocFooter doc={doc} />
        </div>
        {showToc ? (
          <div className="doc-toc-column">
            <Toc items={doc.toc} />
          </div>
        ) : null}
      </div>
    </Layout>
  );
}

/**
 * The page's address and headings as search metadata: the browser ranks results by them
 * (src/shared/search/page-names.ts). Title is Pagefind's own field.
 */
function SearchNames({ path, toc }: { path: string; toc: DocProps['toc'] }) {
  const fields = nameFields(
    addressName(path),
    toc.map((item) => item.text),
  );
  return (
    <>
      <span hidden data-pagefind-meta={`address:${fields.address}`} />
      {fields.headings ? <span hidden data-pagefind-meta={`headings:${fields.headings}`} /> : null}
    </>
  );
}

/** Where the page sits, shown with its search results: `Deployment › Authentication`. */
function breadcrumbMeta(doc: DocProps): string | undefined {
  const trail = doc.breadcrumbs.slice(1, -1).map((crumb) => crumb.label);
  return trail.length > 0 ? `breadcrumb:${trail.join(' › ')}` : undefined;
}

function Breadcrumbs({ items }: { items: DocProps['breadcrumbs'] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumbs" data-pagefind-ignore="all">
      <ol>
        {items.map((item, i) => (
          <li key={`${item.label}-${i}`}>
            {item.href && i < items.length - 1 ? (
              <a href={item.href}>{item.label}</a>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function DocFooter({ doc }: { doc: DocProps }) {
  return (
    <footer className="doc-footer" data-pagefind-ignore="all">
      {doc.feedback ? <PageFeedback question={doc.feedback.question} page={doc.feedback.page} /> : null}
      {doc.tags.length > 0 ? (
        <nav className="doc-tags" aria-label="Tags">
          <span className="doc-tags-label">Tags:</span>
          <ul>
            {doc.tags.map((tag) => (
              <li key={tag.href}>
                <a className="doc-tag" href={tag.href}>
                  {tag.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="doc-meta">
        {doc.editUrl || doc.issueUrl ? (
          <span className="doc-meta-links">
            {doc.editUrl ? (
              <a className="edit-link" href={doc.editUrl} target="_blank" rel="noopener noreferrer">
                <EditIcon /> Edit this page
              </a>
            ) : null}
            {doc.issueUrl ? (
              <a className="edit-link" href={doc.issueUrl} target="_blank" rel="noopener noreferrer">
                <IssueIcon /> Report an issue
              </a>
            ) : null}
          </span>
        ) : (
          <span />
        )}
        {doc.lastUpdated ? (
          <span className="last-updated">
            Last updated on{' '}
            <b>
              <time dateTime={doc.lastUpdated.iso}>{doc.lastUpdated.date}</time>
            </b>
            {doc.lastUpdated.author ? (
              <>
                {' '}
                by <b>{doc.lastUpdated.author}</b>
              </>
            ) : null}
          </span>
        ) : null}
      </div>
      {doc.previous || doc.next ? (
        <nav className="pagination" aria-label="Docs pages">
          {doc.previous ? (
            <a className="pagination-link pagination-prev" href={doc.previous.href} rel="prev">
              <span className="pagination-sub">Previous</span>
              <span className="pagination-label">« {doc.previous.label}</span>
            </a>
          ) : (
            <span />
          )}
          {doc.next ? (
            <a className="pagination-link pagination-next" href={doc.next.href} rel="next">
              <span className="pagination-sub">Next</span>
              <span className="pagination-label">{doc.next.label} »</span>
            </a>
          ) : null}
        </nav>
      ) : null}
    </footer>
  );
}
