/**
 * The image a link to a page shows when shared (OpenGraph / Twitter card), 1200 × 630 px.
 * Rendered by satori, which lays out a subset of CSS (flexbox only, inline styles) and draws text
 * as paths with the fonts it is given, so every element with several children is a flex box.
 */
import type { CSSProperties } from 'react';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface SocialCardProps {
  siteTitle: string;
  /** Leave room for the site's mark beside its title (drawn there by the renderer). */
  hasLogo: boolean;
  /** Where the page sits, e.g. "Integrations › Sources". */
  section?: string;
  title: string;
  description: string;
  /** The page's address without the scheme, e.g. "datahubproject.io/docs/quickstart". */
  address: string;
  colors: { background: string; accent: string };
}

/** Long titles get smaller type so that three lines hold them. */
export function titleSize(title: string): number {
  if (title.length <= 28) return 76;
  if (title.length <= 48) return 66;
  return 56;
}

const clamp = (lines: number): CSSProperties => ({ display: 'block', lineClamp: lines }) as CSSProperties;

/** Where the mark goes, for the renderer to draw it there. */
export const LOGO = { left: 72, top: 60, size: 56 };

/** Cut with an ellipsis (an overflow clip would slow drawing down as the mark's mask did). */
export function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function SocialCard({ siteTitle, hasLogo, section, title, description, address, colors }: SocialCardProps) {
  return (
    <div
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: colors.background,
        color: '#ffffff',
        fontFamily: 'Manrope latin',
      }}
    >
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          padding: `${LOGO.top}px 72px 0 ${LOGO.left}px`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center' }}>
          {/* The mark is drawn onto the image afterwards (src/node/cards/render.ts): satori would mask it, which makes drawing the whole card twice as slow. */}
          {hasLogo ? <div style={{ width: LOGO.size, height: LOGO.size, marginRight: 18 }} /> : null}
          <div style={{ fontSize: 38, fontWeight: 700 }}>{siteTitle}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
          {section ? (
            <div style={{ fontSize: 28, fontWeight: 700, color: colors.accent, marginBottom: 18 }}>{section}</div>
          ) : null}
          <div style={{ ...clamp(3), fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.12 }}>{title}</div>
          <div style={{ ...clamp(2), fontSize: 30, fontWeight: 500, lineHeight: 1.4, color: '#b4c0d4', marginTop: 26 }}>
            {description}
          </div>
        </div>
        <div style={{ display: 'block', fontSize: 24, fontWeight: 500, color: '#8391a8', marginBottom: 36 }}>
          {shorten(address, 80)}
        </div>
      </div>
      <div style={{ display: 'flex', height: 10, backgroundColor: colors.accent }} />
    </div>
  );
}
