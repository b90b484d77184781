/** The home page (/): hero, get started, features, approach, adopters. */
import type { PageProps, HomeData } from '../../src/node/render/props.ts';
import { Layout } from '../Layout.tsx';
import { PageIcon } from './icons.tsx';
import { ContextIllustration, DiscoveryIllustration, FlowIllustration } from './illustrations.tsx';
import { ButtonRow, CodeBlock, externalProps, Monogram } from './parts.tsx';
import { BrandMark } from './Integrations.tsx';

export function Home({ site, head, path, data }: PageProps<HomeData>) {
  return (
    <Layout site={site} head={head} path={path} pageClass="page-home">
      {/* The landing pages are found by search too. */}
      <div data-pagefind-body="">
        {/* Landing pages belong to the latest docs in version-scoped search. */}
        <span hidden data-pagefind-filter="version:current" />
        <HomeHero data={data} />
        <Features features={data.features} />
        <Platforms platforms={data.platforms} logos={data.platformLogos} />
        <Approach approach={data.approach} />
        <Adopters adopters={data.adopters} />
      </div>
    </Layout>
  );
}

function HomeHero({ data }: { data: HomeData }) {
  const { hero, getStarted, learn } = data;
  return (
    <header className="pg-home-hero">
      <div className="pg-container pg-home-hero-grid">
        <div className="pg-home-hero-text">
          <h1 className="pg-hero-title">{hero.title}</h1>
          <p className="pg-lead">{hero.subtitle}</p>
          <ButtonRow buttons={hero.buttons} />
        </div>
        <div className="pg-home-hero-art">
          <FlowIllustration />
        </div>
      </div>
      <div className="pg-container pg-home-start">
        <section className="pg-card pg-start-card" aria-labelledby="get-started-now">
          <h2 id="get-started-now" className="pg-card-title">
            {getStarted.title}
          </h2>
          <p className="pg-muted">{getStarted.subtitle}</p>
          <CodeBlock html={getStarted.html} language="shell" />
          <ButtonRow buttons={getStarted.buttons} />
        </section>
        <nav className="pg-card pg-learn-card" aria-labelledby="learn">
          <h2 id="learn" className="pg-card-title">
            <PageIcon name="question" /> {learn.title}
          </h2>
          <ul className="pg-link-list">
            {learn.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} {...externalProps(link.href)}>
                  <span>{link.label}</span>
                  <span className="pg-arrow" aria-hidden="true">
                    →
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

function Features({ features }: { features: HomeData['features'] }) {
  return (
    <section className="pg-section pg-features" aria-labelledby="features">
      <div className="pg-container">
        <h2 id="features" className="pg-section-title">
          {features.title}
        </h2>
        <div className="pg-grid pg-grid-3">
          {features.items.map((item) => (
            <article key={item.title} className="pg-card pg-feature">
              <span className="pg-icon-tile">
                <PageIcon name={item.icon} />
              </span>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              {item.link ? (
                <a className="pg-more" href={item.link.href} {...externalProps(item.link.href)}>
                  {item.link.label} <span aria-hidden="true">→</span>
                </a>
              ) : null}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

/** The supported platforms, scrolling slowly; still for readers who prefer less motion. */
function Platforms({ platforms, logos }: { platforms: HomeData['platforms']; logos: HomeData['platformLogos'] }) {
  if (!platforms || !logos?.length) return null;
  // The list is drawn twice so that the scrolling loops without a seam; the copy is hidden from assistive tech.
  const list = (copy: boolean) => (
    <ul className="pg-strip-list" aria-hidden={copy || undefined}>
      {logos.map((platform) => (
        <li key={platform.title}>
          <a href={platform.href} tabIndex={copy ? -1 : undefined}>
            {platform.logo ? (
              <BrandMark logo={platform.logo} size={40} />
            ) : (
              <Monogram name={platform.title} size={40} className="pg-int-mark" />
            )}
            <span>{platform.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
  return (
    <section className="pg-section pg-platforms" aria-labelledby="platforms">
      <div className="pg-container">
        <h2 id="platforms" className="pg-section-title">
          {platforms.title}
        </h2>
      </div>
      <div className="pg-strip">
        <div className="pg-strip-track">
          {list(false)}
          {list(true)}
        </div>
      </div>
      <div className="pg-strip-more pg-strip-controls">
        <a className="pg-more" href={platforms.link.href}>
          {platforms.link.label} <span aria-hidden="true">→</span>
        </a>
        {/* Moving content can be stopped (WCAG 2.2.2); a checkbox does it with CSS alone. */}
        <label className="pg-strip-pause-label">
          <input type="checkbox" className="pg-strip-pause" /> Stop the scrolling
        </label>
      </div>
    </section>
  );
}

function Approach({ approach }: { approach: HomeData['approach'] }) {
  return (
    <section className="pg-section pg-section-alt pg-approach" aria-labelledby="approach">
      <div className="pg-container">
        <h2 id="approach" className="pg-section-title">
          {approach.title}
        </h2>
        {approach.subtitle ? <p className="pg-section-lead">{approach.subtitle}</p> : null}
        {approach.rows.map((row, i) => (
          <div key={row.title} className={`pg-approach-row${i % 2 === 1 ? ' pg-approach-row-flip' : ''}`}>
            <div className="pg-approach-text">
              <h3>{row.title}</h3>
              <p>{row.text}</p>
              {row.link ? (
                <a className="pg-more" href={row.link.href} {...externalProps(row.link.href)}>
                  {row.link.label} <span aria-hidden="true">→</span>
                </a>
              ) : null}
            </div>
            <div className="pg-approach-media">
              {row.code.map((block, j) => (
                <CodeBlock key={j} html={block.html} language={block.language} title={block.title} />
              ))}
              {row.code.length === 0 && row.illustration === 'discovery' ? <DiscoveryIllustration /> : null}
              {row.code.length === 0 && row.illustration === 'context' ? <ContextIllustration /> : null}
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * Company names per industry, as the content tabs' markup: without JavaScript every group is
 * listed under its label; the client script turns the buttons into tabs.
 */
function Adopters({ adopters }: { adopters: HomeData['adopters'] }) {
  return (
    <section className="pg-section pg-adopters" id={adopters.id} aria-labelledby={`${adopters.id}-title`}>
      <div className="pg-container">
        <h2 id={`${adopters.id}-title`} className="pg-section-title">
          {adopters.title}
        </h2>
        <p className="pg-section-lead">{adopters.subtitle}</p>
        <div className="tabs pg-pill-tabs" data-group-id="home-industry">
          <div className="tab-list" role="tablist" aria-label="Industries">
            {adopters.groups.map((group, i) => (
              <button
                key={group.label}
                type="button"
                role="tab"
                aria-selected={i === 0 ? 'true' : 'false'}
                data-label={group.label}
              >
                {group.label}
              </button>
            ))}
          </div>
          {adopters.groups.map((group) => (
            <div key={group.label} className="tab-panel" role="tabpanel" data-label={group.label}>
              <p className="tab-label">{group.label}</p>
              <ul className="pg-chips" aria-label={`${group.label} adopters`}>
                {group.companies.map((company) => (
                  <li key={company} className="pg-chip">
                    {company}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        {adopters.link ? (
          <p className="pg-adopters-more">
            <a className="pg-more" href={adopters.link.href} {...externalProps(adopters.link.href)}>
              {adopters.link.label} <span aria-hidden="true">→</span>
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
