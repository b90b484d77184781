/**
 * The search results page (/search?q=…). The client script reads `q` and fills
 * #search-results; without JavaScript the page lists every doc by section instead.
 */
import type { PageProps, DocSummary } from '../../src/node/render/props.ts';
import { withBase } from '../../src/shared/urls.ts';
import { groupBySection } from '../../src/shared/group-by-section.ts';
import { Layout } from '../Layout.tsx';
import { SearchForm } from './parts.tsx';

export function sectionId(section: string): string {
  return `section-${section
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

export function SearchPage({ site, head, path, data }: PageProps<DocSummary[]>) {
  const groups = groupBySection(data);
  return (
    <Layout site={site} head={head} path={path} pageClass="page-search">
      <div className="pg-container pg-narrow pg-search-page">
        <h1 className="pg-page-title">Search the documentation</h1>
        <SearchForm
          id="search-page-q"
          action={withBase(site.baseUrl, '/search')}
          placeholder="Search the docs"
          label="Search the documentation"
          button="Search"
        />
        {/* Only the outcome is read out, not the whole list of results. */}
        <p className="sr-only" role="status" data-search-status="" />
        <div id="search-results" className="pg-search-results" data-search-results="" />
        <p className="pg-note pg-noscript-note">
          Search results need JavaScript, which is turned off or has not loaded. Every page of the documentation is
          listed below, by section.
        </p>
        <section className="pg-all-docs" aria-labelledby="all-docs">
          <h2 id="all-docs">All documentation</h2>
          <nav className="pg-section-index" aria-label="Sections">
            {groups.map((group) => (
              <a key={group.section} href={`#${sectionId(group.section)}`}>
                {group.section}
              </a>
            ))}
          </nav>
          {groups.map((group) => (
            <section key={group.section} className="pg-doc-group" aria-labelledby={sectionId(group.section)}>
              <h3 id={sectionId(group.section)}>
                {group.section} <span className="pg-count">{group.docs.length}</span>
              </h3>
              <ul className="pg-doc-list">
                {group.docs.map((doc) => (
                  <li key={doc.href}>
                    <a href={doc.href}>{doc.title}</a>
                    {doc.description ? <p>{doc.description}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      </div>
    </Layout>
  );
}
