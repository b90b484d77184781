import type { SiteProps } from '../../src/render/props.ts';

export function Footer({ footer }: { footer: SiteProps['footer'] }) {
  return (
    <footer className={`footer footer-${footer.style}${footer.groups.length === 0 ? ' footer-minimal' : ''}`} data-pagefind-ignore="all">
      <div className="footer-inner">
        {footer.groups.length === 0 ? null : (
        <div className="footer-groups">
          {footer.groups.map((group) => (
            <nav key={group.title} className="footer-group" aria-label={group.title}>
              <h2 className="footer-title">{group.title}</h2>
              <ul>
                {group.items.map((item) => (
                  <li key={item.label}>
                    <a href={item.href} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                      {item.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        )}
        <p className="footer-copyright">{footer.copyright}</p>
      </div>
    </footer>
  );
}

export function AnnouncementBar({ announcement }: { announcement: NonNullable<SiteProps['announcement']> }) {
  return (
    <div className="announcement" role="region" aria-label="Announcement" data-pagefind-ignore="all" style={{ backgroundColor: announcement.backgroundColor, color: announcement.textColor }}>
      <p className="announcement-text">
        {announcement.emphasis ? <strong>{announcement.emphasis}</strong> : null} <span className="announcement-content">{announcement.content}</span>
      </p>
      {announcement.button ? (
        <a className="announcement-button" href={announcement.button.href} target="_blank" rel="noopener noreferrer">
          {announcement.button.label}
        </a>
      ) : null}
    </div>
  );
}
