import type { SiteProps } from '../../src/node/render/props.ts';

export function Footer({ footer }: { footer: SiteProps['footer'] }) {
  return (
    <footer
      className={`footer footer-${footer.style}${footer.groups.length === 0 ? ' footer-minimal' : ''}`}
      data-pagefind-ignore="all"
    >
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
    <div
      className="announcement"
      role="region"
      aria-label="Announcement"
      data-pagefind-ignore="all"
      style={{ backgroundColor: announcement.backgroundColor, color: announcement.textColor }}
    >
      {/* On phones the bar keeps to one line: the emphasis alone shows (the sentence stays for screen readers), and the button's short label. */}
      <p className={announcement.emphasis ? 'announcement-text announcement-emphasized' : 'announcement-text'}>
        {announcement.emphasis ? <strong>{announcement.emphasis}</strong> : null}{' '}
        <span className="announcement-content">{announcement.content}</span>
      </p>
      {announcement.button ? (
        <a className="announcement-button" href={announcement.button.href} target="_blank" rel="noopener noreferrer">
          {announcement.button.shortLabel ? (
            <>
              <span className="announcement-button-long">{announcement.button.label}</span>
              <span className="announcement-button-short">{announcement.button.shortLabel}</span>
            </>
          ) : (
            announcement.button.label
          )}
        </a>
      ) : null}
    </div>
  );
}
