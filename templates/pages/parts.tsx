/** Building blocks shared by the special pages: hero, buttons, code samples, monograms. */
import { useId, type ReactNode } from 'react';
import { ENGINE_ID_PREFIX } from '../../src/shared/engine-ids.ts';
import type { ButtonItem } from '../../src/node/render/props.ts';

export function isExternal(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Opens external links in a new tab, as the navbar and footer do. */
export function externalProps(href: string) {
  return isExternal(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

export function PageHero({
  title,
  subtitle,
  className,
  children,
}: {
  title: string;
  subtitle?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={`pg-hero${className ? ` ${className}` : ''}`}>
      <div className="pg-container pg-hero-inner">
        <h1 className="pg-hero-title">{title}</h1>
        {subtitle ? <p className="pg-lead">{subtitle}</p> : null}
        {children}
      </div>
    </header>
  );
}

export function ButtonLink({ button }: { button: ButtonItem }) {
  return (
    <a className={`pg-button pg-button-${button.variant}`} href={button.href} {...externalProps(button.href)}>
      {button.label}
    </a>
  );
}

export function ButtonRow({ buttons }: { buttons: ButtonItem[] }) {
  if (buttons.length === 0) return null;
  return (
    <div className="pg-buttons">
      {buttons.map((button) => (
        <ButtonLink key={button.label} button={button} />
      ))}
    </div>
  );
}

/** The markup of a highlighted code block in docs, so the docs' code styles and copy button apply. */
export function CodeBlock({ html, language, title }: { html: string; language: string; title?: string }) {
  return (
    <div className="code-block pg-code" data-language={language}>
      {title ? <div className="code-title">{title}</div> : null}
      <pre className="hljs" tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}

/** Up to two initials: "Aezo Teo" → "AT", "Snowflake" → "Sn", "Ebu" → "E", "SAP HANA" → "SH". */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length > 1) return (words[0][0] + words[words.length - 1][0]).toUpperCase();
  const [first = '', second = ''] = Array.from(words[0]);
  return words[0].length > 3 ? first.toUpperCase() + second.toLowerCase() : first.toUpperCase();
}

/** A stable hue for a name, so each monogram keeps its colour between builds. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % 360;
}

/** An avatar drawn from initials; no photo is loaded. */
export function Monogram({ name, size = 56, className }: { name: string; size?: number; className?: string }) {
  const hue = hueOf(name);
  const text = initials(name);
  // One gradient per drawing: a name shown twice on a page must not give two elements one id.
  const gradient = `${ENGINE_ID_PREFIX}monogram${useId()}`;
  return (
    <svg
      className={`pg-monogram${className ? ` ${className}` : ''}`}
      viewBox="0 0 56 56"
      width={size}
      height={size}
      aria-hidden="true"
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          {/* Dark enough for white initials in every hue (yellow is the lightest: 3.6:1, large bold text). */}
          <stop offset="0" stopColor={`hsl(${hue} 65% 33%)`} />
          <stop offset="1" stopColor={`hsl(${(hue + 40) % 360} 70% 26%)`} />
        </linearGradient>
      </defs>
      <circle cx="28" cy="28" r="28" fill={`url(#${gradient})`} />
      <text
        x="28"
        y="28"
        dy="0.35em"
        textAnchor="middle"
        fill="#fff"
        fontSize={text.length > 1 ? 20 : 24}
        fontWeight="700"
        fontFamily="inherit"
      >
        {text}
      </text>
    </svg>
  );
}

export function SearchForm({
  action,
  placeholder,
  label,
  button,
  id,
  autoFocus,
}: {
  action: string;
  placeholder: string;
  label: string;
  button: string;
  id: string;
  autoFocus?: boolean;
}) {
  return (
    <form className="pg-search-form" action={action} method="get" role="search">
      <label className="pg-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <svg
        className="pg-search-form-icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      >
        <circle cx="10.5" cy="10.5" r="6.5" />
        <path d="m16 16 4.5 4.5" />
      </svg>
      <input
        id={id}
        className="pg-search-input"
        type="search"
        name="q"
        placeholder={placeholder}
        autoComplete="off"
        data-search-input=""
        autoFocus={autoFocus}
      />
      <button className="pg-button pg-button-primary pg-search-submit" type="submit">
        {button}
      </button>
    </form>
  );
}
