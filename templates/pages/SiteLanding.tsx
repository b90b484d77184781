/** The home or docs landing page of a site without a data file for it: each sidebar section with its first pages. */
import type { PageProps, SiteLandingData } from '../../src/node/render/props.ts';
import { withBase } from '../../src/shared/urls.ts';
import { Layout } from '../Layout.tsx';
import { ButtonRow, PageHero, SearchForm } from './parts.tsx';

export function SiteLanding({ site, head, path, data }: PageProps<SiteLandingData>) {
  return (
    <Layout site={site} head={head} path={path} pageClass="page-site-landing">
      <div data-pagefind-body="">
        <span hidden data-pagefind-filter="version:current" />
        <PageHero title={data.title} subtitle={data.subtitle}>
          {data.search ? (
            <SearchForm
              id="landing-search-q"
              action={withBase(site.baseUrl, '/search')}
              placeholder="Search the docs"
              label="Search the documentation"
              button="Search"
            />
          ) : null}
          <ButtonRow buttons={data.buttons} />
        </PageHero>
        <section className="pg-section pg-section-tight" aria-label="Sections of the documentation">
          <div className="pg-container pg-guides">
            {data.sections.map((section, i) => (
              <section key={section.title} className="pg-guide-list" aria-labelledby={`section-${i + 1}`}>
                <div className="pg-guide-head">
                  <h2 id={`section-${i + 1}`}>{section.title}</h2>
                </div>
                <ul className="pg-landing-pages">
                  {section.pages.map((page) => (
                    <li key={page.href}>
                      <a href={page.href}>
                        <span className="pg-landing-page-title">{page.title}</span>
                        <span className="pg-landing-page-text">{page.description}</span>
                      </a>
                    </li>
                  ))}
                </ul>
                {section.more > 0 ? (
                  <p className="pg-muted pg-landing-more">
                    {section.more === 1 ? 'One more page' : `${section.more} more pages`} in the sidebar of this
                    section.
                  </p>
                ) : null}
              </section>
            ))}
          </div>
        </section>
      </div>
    </Layout>
  );
}
