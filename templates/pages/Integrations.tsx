/**
 * The integrations listing (/integrations). Every card is in the HTML; the `data-*` attributes
 * on the grid and the cards are what the interactive filter (client side) reads.
 */
import type { PageProps, IntegrationCard, IntegrationsData } from '../../src/node/render/props.ts';
import { Layout } from '../Layout.tsx';
import { IntegrationFacets } from './IntegrationFacets.tsx';
import { Monogram, PageHero } from './parts.tsx';

export function Integrations({ site, head, path, data }: PageProps<IntegrationsData>) {
  return (
    <Layout site={site} head={head} path={path} pageClass="page-integrations">
      <PageHero title={data.title} subtitle={data.subtitle} className="pg-int-hero">
        <div className="pg-int-filter" data-integrations-filter="">
          <label className="pg-visually-hidden" htmlFor="integrations-filter">
            {data.filter.label}
          </label>
          <svg
            className="pg-search-form-icon"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M3.5 5h17l-6.5 8v5.5l-4 2V13z" />
          </svg>
          <input
            id="integrations-filter"
            className="pg-search-input"
            type="search"
            placeholder={data.filter.placeholder}
            autoComplete="off"
            aria-controls="integrations-grid"
            data-filter-input=""
          />
        </div>
        <IntegrationFacets data={data} />
        <ul className="pg-int-chips" aria-label="Applied filters" data-facet-chips="" />
        <p className="pg-int-count" aria-live="polite" data-integrations-count="">
          {data.cards.length} integrations
        </p>
      </PageHero>
      <section className="pg-section pg-section-tight" aria-label="Integrations">
        <div className="pg-container">
          <ul
            id="integrations-grid"
            className="pg-grid pg-grid-3 pg-int-grid"
            data-integrations=""
            data-facet-platform-type={data.facets.platformType.join(',')}
            data-facet-connection-type={data.facets.connectionType.join(',')}
            data-facet-features={data.facets.features.join(',')}
          >
            {data.cards.map((card) => (
              <Card key={card.id} card={card} />
            ))}
          </ul>
          <div className="pg-int-empty" data-integrations-empty="" hidden>
            <p>No integration matches these filters.</p>
            <button type="button" className="pg-button pg-button-secondary" data-facet-reset="">
              Clear the filters
            </button>
          </div>
        </div>
      </section>
    </Layout>
  );
}

function Card({ card }: { card: IntegrationCard }) {
  const body = (
    <>
      <div className="pg-int-head">
        {card.logo ? <BrandMark logo={card.logo} /> : <Monogram name={card.title} size={44} className="pg-int-mark" />}
        <h2 className="pg-int-title">{card.title}</h2>
      </div>
      <p className="pg-int-text">{card.description}</p>
      <ul className="pg-tags" aria-label="Tags">
        <li className="pg-tag pg-tag-type">{card.platformType}</li>
        <li className={`pg-tag pg-tag-${card.connectionType.toLowerCase()}`}>{card.connectionType}</li>
        {card.features.map((feature) => (
          <li key={feature} className="pg-tag pg-tag-feature">
            {feature}
          </li>
        ))}
      </ul>
      {card.href ? (
        <span className="pg-more pg-int-more" aria-hidden="true">
          Read the guide →
        </span>
      ) : null}
    </>
  );
  return (
    <li
      className={`pg-int-item${card.href ? '' : ' pg-int-item-unlinked'}`}
      data-integration-id={card.id}
      data-title={card.title}
      data-description={card.description}
      data-platform-type={card.platformType}
      data-connection-type={card.connectionType}
      data-features={card.features.join(',')}
    >
      {card.href ? (
        <a className="pg-card pg-int-card" href={card.href}>
          {body}
        </a>
      ) : (
        <div className="pg-card pg-int-card">{body}</div>
      )}
    </li>
  );
}

/** A brand mark from simple-icons on a light tile, so dark marks stay visible in the dark theme. */
export function BrandMark({ logo, size = 44 }: { logo: { src: string }; size?: number }) {
  const inner = Math.round(size * 0.6);
  return (
    <span className="pg-int-mark pg-brand-tile" aria-hidden="true">
      <img src={logo.src} alt="" width={inner} height={inner} loading="lazy" decoding="async" />
    </span>
  );
}
