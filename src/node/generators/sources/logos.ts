/**
 * Platform logos: brand marks from simple-icons (CC0) where it has the platform; the pages
 * draw a monogram otherwise. Marks are drawn in `currentColor` so they read in both themes.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

export interface Logo {
  title: string;
  /** The icon's SVG path data in a 24×24 box. */
  path: string;
  /** The brand colour, without `#`. */
  hex: string;
}

/** The brand marks simple-icons has, by slug; each mark's path is read when first asked for. */
export interface LogoIndex {
  has(slug: string): boolean;
  get(slug: string): Logo | undefined;
}

let index: Promise<LogoIndex> | undefined;

/**
 * simple-icons' index of titles and colours (its JSON), read on first use. Its `index.mjs` holds every
 * icon's path and costs ~0.2 s to load; a site shows a few dozen marks, each read from its own SVG file.
 */
export function logoIndex(): Promise<LogoIndex> {
  index ??= readFile(ICONS_REQUIRE.resolve('simple-icons/icons.json'), 'utf8').then((text) => {
    const entries = new Map<string, { title: string; hex: string }>();
    for (const icon of JSON.parse(text) as { slug?: string; title: string; hex: string }[])
      if (icon.slug) entries.set(icon.slug, { title: icon.title, hex: icon.hex });
    const logos = new Map<string, Logo>();
    return {
      has: (slug) => entries.has(slug),
      get(slug) {
        const entry = entries.get(slug);
        if (!entry) return undefined;
        let logo = logos.get(slug);
        if (!logo) logos.set(slug, (logo = { ...entry, path: iconPath(slug) }));
        return logo;
      },
    };
  });
  return index;
}

const ICONS_REQUIRE = createRequire(import.meta.url);

/** The path data of an icon's SVG file (`icons/<slug>.svg`: one `<path d="...">` in a 24×24 box). */
function iconPath(slug: string): string {
  const svg = readFileSync(ICONS_REQUIRE.resolve(`simple-icons/icons/${slug}.svg`), 'utf8');
  const path = /<path d="([^"]*)"/.exec(svg)?.[1];
  if (path === undefined) throw new Error(`simple-icons: no path in icons/${slug}.svg`);
  return path;
}

/** A brand mark as an SVG file of the site (`img/logos/<slug>.svg`), in its brand colour. */
export function logoFile(slug: string, logo: Logo): { path: string; svg: string } {
  return {
    path: `img/logos/${slug}.svg`,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${logo.title.replace(/[<&]/g, '')}</title><path fill="#${logo.hex}" d="${logo.path}"/></svg>\n`,
  };
}
