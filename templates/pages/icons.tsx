/**
 * Icons of the special pages, drawn for this site (24×24, stroked with currentColor), plus
 * brand marks from simple-icons (CC0) for the social links of the guild.
 */
import type { ReactElement } from 'react';
import { siGithub, siMastodon, siX } from 'simple-icons';
import type { IconName, SocialKind } from '../../src/node/render/props.ts';

const PATHS: Record<IconName, ReactElement> = {
  rocket: (
    <>
      <path d="M12 2.5c3.2 2.2 5 5.8 4.8 10L14.5 15h-5l-2.3-2.5C7 8.3 8.8 4.7 12 2.5z" />
      <circle cx="12" cy="9" r="1.8" />
      <path d="M9.5 15 7 19.5l3.2-1.3M14.5 15l2.5 4.5-3.2-1.3M12 17.5V21" />
    </>
  ),
  ingest: <path d="M12 3v11M7.5 9.5 12 14l4.5-4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />,
  api: (
    <>
      <path d="M8 4H7a2 2 0 0 0-2 2v3.5L3.5 12 5 14.5V18a2 2 0 0 0 2 2h1M16 4h1a2 2 0 0 1 2 2v3.5l1.5 2.5-1.5 2.5V18a2 2 0 0 1-2 2h-1" />
      <path d="M9.5 12h.01M12 12h.01M14.5 12h.01" strokeWidth="2.6" />
    </>
  ),
  bolt: <path d="M13 2.5 5 13.5h6l-1 8 8-11h-6z" />,
  code: <path d="m8 7-5 5 5 5M16 7l5 5-5 5M13.5 4l-3 16" />,
  compass: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15.5 8.5-2 5-5 2 2-5z" />
    </>
  ),
  cloud: <path d="M7 18.5a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 17.9 9.6 4.5 4.5 0 0 1 17.5 18.5z" />,
  people: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19.5a5.5 5.5 0 0 1 11 0M15.5 5.3a3 3 0 0 1 0 5.4M17 14a5 5 0 0 1 3.5 5.5" />
    </>
  ),
  hub: (
    <>
      <circle cx="12" cy="12" r="2.8" />
      <circle cx="5" cy="5" r="2" />
      <circle cx="19" cy="5" r="2" />
      <circle cx="5" cy="19" r="2" />
      <circle cx="19" cy="19" r="2" />
      <path d="m6.5 6.5 3.5 3.5M17.5 6.5 14 10M6.5 17.5 10 14M17.5 17.5 14 14" />
    </>
  ),
  shift: <path d="M4 4v16M20 12H8.5M13 7l-5 5 5 5" />,
  open: (
    <>
      <circle cx="6" cy="5" r="2" />
      <circle cx="6" cy="19" r="2" />
      <circle cx="18" cy="7" r="2" />
      <path d="M6 7v10M18 9c0 4.5-5 4.5-10.5 8.5" />
    </>
  ),
  layers: <path d="m12 3 9 5-9 5-9-5zM3 12.5l9 5 9-5M3 17l9 5 9-5" />,
  plug: <path d="M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4" />,
  managed: (
    <>
      <path d="M7 18.5a4.5 4.5 0 0 1-.6-8.96A6 6 0 0 1 17.9 9.6 4.5 4.5 0 0 1 17.5 18.5z" />
      <path d="m9.5 13.5 2 2 3.5-4" />
    </>
  ),
  container: <path d="M3 9h18v11H3zM7.5 9v11M12 9v11M16.5 9v11M7 9V5h10v4" />,
  server: (
    <>
      <rect x="3" y="4" width="18" height="7" rx="1.5" />
      <rect x="3" y="13" width="18" height="7" rx="1.5" />
      <path d="M7 7.5h.01M7 16.5h.01" strokeWidth="2.6" />
    </>
  ),
  database: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="3" />
      <path d="M5 6v12c0 1.7 3.1 3 7 3s7-1.3 7-3V6M5 12c0 1.7 3.1 3 7 3s7-1.3 7-3" />
    </>
  ),
  chart: <path d="M4 20h16M7 16v-5M12 16V6M17 16v-8" />,
  domain: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </>
  ),
  book: <path d="M5 4.5h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17.5a3 3 0 0 1 3-3h11M9 8.5h6" />,
  tag: (
    <>
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" />
      <circle cx="7.5" cy="7.5" r="1.5" />
    </>
  ),
  upload: <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />,
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  lineage: (
    <>
      <circle cx="5" cy="6" r="2.5" />
      <circle cx="5" cy="18" r="2.5" />
      <circle cx="19" cy="12" r="2.5" />
      <path d="M7.5 6c5 0 4 6 9 6M7.5 18c5 0 4-6 9-6" />
    </>
  ),
  check: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 3 3 5-6" />
    </>
  ),
  approval: <path d="M9 3.5h6v3H9zM9 5H6v16h12V5h-3M9 14l2 2 4-4" />,
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="m11 12 9-9M17 6l3 3M14.5 8.5l2 2" />
    </>
  ),
  bell: <path d="M6 16v-5a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20.5a2 2 0 0 0 4 0" />,
  history: <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6M3 4v4h4M12 7.5V12l3 2" />,
  question: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7M12 17h.01" />
    </>
  ),
};

export function PageIcon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg
      className="pg-icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {PATHS[name]}
    </svg>
  );
}

export const SOCIAL_LABELS: Record<SocialKind, string> = {
  github: 'GitHub',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  mastodon: 'Mastodon',
  web: 'Website',
};

export function SocialIcon({ kind, size = 18 }: { kind: SocialKind; size?: number }) {
  const brand = kind === 'github' ? siGithub : kind === 'twitter' ? siX : kind === 'mastodon' ? siMastodon : undefined;
  if (brand) {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" fill="currentColor">
        <path d={brand.path} />
      </svg>
    );
  }
  if (kind === 'linkedin') {
    return (
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
        <rect x="2" y="2" width="20" height="20" rx="4" fill="currentColor" />
        <path
          d="M7.5 10.5v6.5M7.5 7.2v.1M11 17v-6.5M11 13.2c0-1.6 1.1-2.7 2.6-2.7s2.4 1 2.4 2.7V17"
          stroke="var(--card-bg, #fff)"
          strokeWidth="2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
    );
  }
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9c-2.5-2.7-3.6-5.7-3.6-9S9.5 5.7 12 3z" />
    </svg>
  );
}

/** A guild badge: a scalloped seal in the section's colour with a symbol of what it recognises. */
export function GuildBadge({ kind, title }: { kind: 'code' | 'community' | 'champion'; title: string }) {
  const points = Array.from({ length: 24 }, (_, i) => {
    const angle = (Math.PI * 2 * i) / 24 - Math.PI / 2;
    const r = i % 2 === 0 ? 30 : 26.5;
    return `${(32 + r * Math.cos(angle)).toFixed(2)},${(32 + r * Math.sin(angle)).toFixed(2)}`;
  }).join(' ');
  return (
    <svg
      className={`pg-badge pg-badge-${kind}`}
      viewBox="0 0 64 64"
      width="72"
      height="72"
      role="img"
      aria-label={title}
    >
      <title>{title}</title>
      <polygon className="pg-badge-seal" points={points} />
      <circle className="pg-badge-ring" cx="32" cy="32" r="21" />
      <g
        className="pg-badge-symbol"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {kind === 'code' ? <path d="m25 25-7 7 7 7M39 25l7 7-7 7M34.5 22l-5 20" /> : null}
        {kind === 'community' ? (
          <path d="M32 43s-11-6.3-11-13.3A5.8 5.8 0 0 1 32 27a5.8 5.8 0 0 1 11 2.7C43 36.7 32 43 32 43z" />
        ) : null}
        {kind === 'champion' ? (
          <path d="m32 20.5 3.5 7.2 7.9 1.1-5.7 5.6 1.3 7.9-7-3.7-7 3.7 1.3-7.9-5.7-5.6 7.9-1.1z" />
        ) : null}
      </g>
    </svg>
  );
}
