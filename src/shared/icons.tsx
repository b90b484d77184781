/** Icons drawn for this site, plus brand paths from simple-icons (CC0). */
import { siGithub, siYoutube } from 'simple-icons';

interface IconProps {
  size?: number;
}

export function BrandIcon({ name, size = 22 }: IconProps & { name: string }) {
  if (name === 'github' || name === 'youtube') {
    const icon = name === 'github' ? siGithub : siYoutube;
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" fill="currentColor">
        <path d={icon.path} />
      </svg>
    );
  }
  if (name === 'slack') return <ChatIcon size={size} />;
  return null;
}

/** A chat bubble: the community chat (Slack) link. */
export function ChatIcon({ size = 22 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9h8M8 12h5" strokeLinecap="round" />
    </svg>
  );
}

export function SearchIcon({ size = 18 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

export function SunIcon({ size = 20 }: IconProps) {
  return (
    <svg
      className="icon-sun"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 2v2M12 20v2M2 12h2M20 12h2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

export function MoonIcon({ size = 20 }: IconProps) {
  return (
    <svg className="icon-moon" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" fill="currentColor">
      <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" />
    </svg>
  );
}

export function MenuIcon({ size = 24 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function CloseIcon({ size = 20 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

/** Two sheets: copy to the clipboard. */
export function CopyIcon({ size = 16 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
    </svg>
  );
}

/** A circle with an exclamation mark: report a problem. */
export function IssueIcon({ size = 16 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7.5v5.5M12 16.5v.01" />
    </svg>
  );
}

/** A thumb up, or down: a page's feedback answers. */
export function ThumbIcon({ size = 16, down = false }: IconProps & { down?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      transform={down ? 'rotate(180)' : undefined}
    >
      <path d="M3 11h4v9H3z" />
      <path d="M7 11l4-7c1.5 0 2.5 1 2.2 2.6L12.6 10H19a2 2 0 0 1 2 2.3l-1.1 6A2 2 0 0 1 17.9 20H7" />
    </svg>
  );
}

export function EditIcon({ size = 16 }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M4 20h4L19 9l-4-4L4 16z" />
    </svg>
  );
}

/** The site logo from the config; with a dark variant, the stylesheet shows the one that fits the theme. */
/** The site's logo, or its title as text when it has none. */
export function Logo({ logo }: { logo: { alt: string; src?: string; srcDark?: string } }) {
  if (!logo.src) return <span className="navbar-title">{logo.alt}</span>;
  return (
    <>
      <img
        className={logo.srcDark ? 'logo logo-light' : 'logo'}
        src={logo.src}
        alt={logo.alt}
        width="150"
        height="32"
      />
      {logo.srcDark ? (
        <img className="logo logo-dark" src={logo.srcDark} alt={logo.alt} width="150" height="32" />
      ) : null}
    </>
  );
}

/** The docs assistant: a small robot, drawn for this site. */
export function BotIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 32 32"
      width="28"
      height="28"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M16 4v4" strokeLinecap="round" />
      <circle cx="16" cy="3.5" r="1.5" fill="currentColor" stroke="none" />
      <rect x="5" y="8" width="22" height="17" rx="6" />
      <circle cx="12" cy="16" r="2" fill="currentColor" stroke="none" />
      <circle cx="20" cy="16" r="2" fill="currentColor" stroke="none" />
      <path d="M12 21h8" strokeLinecap="round" />
      <path d="M2 14v5M30 14v5" strokeLinecap="round" />
    </svg>
  );
}
