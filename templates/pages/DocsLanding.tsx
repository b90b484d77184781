/** The docs landing page (/docs/): search, quick links, guide lists, adoption. */
import type { PageProps, DocsLandingData, GuideList } from '../../src/node/render/props.ts';
import { withBase } from '../../src/shared/urls.ts';
import { Layout } from '../Layout.tsx';
import { PageIcon } from './icons.tsx';
import { PageHero, SearchForm, externalProps } from './parts.tsx';

export function DocsLanding({ site, head, path, data }: PageProps<DocsLandingData>) {
  return (
    <Layout site={site} head={head} path={path} pageClass="page-docs-landing">
      {/* The landing pages are found by search too. */}
      <div data-pagefind-body="">
        {/* Landing pages belong to the latest docs in version-scoped search. */}
        <span hidden data-pagefind-filter="version:current" />
        <PageHero title={data.hero.title} subtitle={data.hero.subtitle} className="pg-docs-hero">
          <SearchForm
            id="docs-search-q"
            action={withBase(site.baseUrl, '/search')}
            placeholder={data.search.placeholder}
            label={data.search.label}
            button={data.search.button}
          />
          {site.versionMenu ? (
            // Shown by the client when the reader has chosen an older version in the version menu.
            <p className="pg-version-note" data-preferred-version-note="" data-pagefind-ignore="all" hidden>
              You chose the docs of version <strong data-version-label="" />.{' '}
              <a data-version-start="" href={site.versionMenu.items[0].href}>
                Go to that version
              </a>{' '}
              or read the latest docs below (
              <a data-version={site.versionMenu.items[0].name} href={site.versionMenu.items[0].href}>
                switch to the latest
              </a>
              ).
            </p>
          ) : null}
        </PageHero>
        <section className="pg-section pg-section-tight" aria-labelledby="quick-links">
          <div className="pg-container">
            <h2 id="quick-links" className="pg-visually-hidden">
              {data.quickLinks.title}
            </h2>
            <ul className="pg-grid pg-grid-4 pg-quick-links">
              {data.quickLinks.items.map((item) => (
                <li key={item.title}>
                  <a className="pg-card pg-quick-link" href={item.href} {...externalProps(item.href)}>
                    <span className="pg-icon-tile">
                      <PageIcon name={item.icon} />
                    </span>
                    <span className="pg-quick-link-title">{item.title}</span>
                    <span className="pg-quick-link-text">{item.description}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className="pg-section pg-section-tight" aria-label="Guides">
          <div className="pg-container pg-guides">
            {data.guides.map((list) => (
              <Guides key={list.id} list={list} />
            ))}
          </div>
        </section>
        <section
          className="pg-section pg-section-tight pg-adoption"
          id={data.adoption.id}
          aria-labelledby={`${data.adoption.id}-title`}
        >
          <div className="pg-container">
            <div className="pg-panel pg-adoption-grid">
              <div>
                <h2 id={`${data.adoption.id}-title`} className="pg-section-title pg-left">
                  {data.adoption.title}
                </h2>
                <p className="pg-section-lead pg-left">{data.adoption.text}</p>
                <ul className="pg-inline-links">
                  {data.adoption.links.map((link) => (
                    <li key={link.href}>
                      <a className="pg-more" href={link.href} {...externalProps(link.href)}>
                        {link.label} <span aria-hidden="true">→</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
              {data.adoption.companies.length > 0 ? (
                <ul className="pg-chips pg-chips-wrap" aria-label="Some of the companies using DataHub">
                  {data.adoption.companies.map((company) => (
                    <li key={company} className="pg-chip">
                      {company}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </div>
        </section>
      </div>
    </Layout>
  );
}

function Guides({ list }: { list: GuideList }) {
  return (
    <section className="pg-guide-list" aria-labelledby={list.id}>
      <div className="pg-guide-head">
        <h2 id={list.id}>{list.title}</h2>
        {list.more ? (
          <a className="pg-more" href={list.more.href} {...externalProps(list.more.href)}>
            {list.more.label} <span aria-hidden="true">→</span>
          </a>
        ) : null}
      </div>
      <ul className="pg-guide-items">
        {list.items.map((item) => (
          <li key={item.label}>
            <a className="pg-guide-item" href={item.href} {...externalProps(item.href)}>
              <span className="pg-guide-icon">{item.icon ? <PageIcon name={item.icon} size={20} /> : null}</span>
              <span>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
