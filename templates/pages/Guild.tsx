/** The Data Practitioners Guild (/guild/): recognised community members by section. */
import type { PageProps, GuildData, GuildPerson, GuildSection, SocialKind } from '../../src/node/render/props.ts';
import { Layout } from '../Layout.tsx';
import { GuildBadge, SOCIAL_LABELS, SocialIcon } from './icons.tsx';
import { Monogram, PageHero } from './parts.tsx';

export function Guild({ site, head, path, data }: PageProps<GuildData>) {
  return (
    <Layout site={site} head={head} path={path} pageClass="page-guild">
      <PageHero title={data.hero.title} subtitle={data.hero.subtitle} className="pg-guild-hero">
        <nav className="pg-guild-toc" aria-label="Guild sections">
          {data.sections.map((section) => (
            <a key={section.id} href={`#${section.id}`} className={`pg-guild-toc-link pg-tone-${section.badge}`}>
              {section.title} <span className="pg-count">{section.people.length}</span>
            </a>
          ))}
        </nav>
      </PageHero>
      {data.sections.map((section, i) => (
        <Section key={section.id} section={section} alt={i % 2 === 1} />
      ))}
    </Layout>
  );
}

function Section({ section, alt }: { section: GuildSection; alt: boolean }) {
  return (
    <section
      className={`pg-section pg-guild-section pg-tone-${section.badge}${alt ? ' pg-section-alt' : ''}`}
      id={section.id}
      aria-labelledby={`${section.id}-title`}
    >
      <div className="pg-container">
        <div className="pg-guild-head">
          <GuildBadge kind={section.badge} title={`${section.title} badge`} />
          <div>
            <h2 id={`${section.id}-title`} className="pg-section-title pg-left">
              {section.title}
            </h2>
            <p className="pg-section-lead pg-left">{section.description}</p>
          </div>
        </div>
        <ul className="pg-grid pg-grid-people">
          {section.people.map((person) => (
            <li key={person.name}>
              <Person person={person} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Person({ person }: { person: GuildPerson }) {
  const kinds = Object.keys(SOCIAL_LABELS) as SocialKind[];
  const links = kinds.flatMap((kind) => (person.social[kind] ? [[kind, person.social[kind]] as const] : []));
  return (
    <article className="pg-card pg-person">
      <Monogram name={person.name} />
      <div className="pg-person-body">
        <h3 className="pg-person-name">{person.name}</h3>
        {person.role ? <p className="pg-person-role">{person.role}</p> : null}
        {links.length > 0 ? (
          <ul className="pg-social">
            {links.map(([kind, url]) => (
              <li key={kind}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={kind === 'web' ? `Website of ${person.name}` : `${person.name} on ${SOCIAL_LABELS[kind]}`}
                  title={SOCIAL_LABELS[kind]}
                >
                  <SocialIcon kind={kind} />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
