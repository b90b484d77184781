/**
 * Platform logos: brand marks from simple-icons (CC0) where it has the platform; the pages
 * draw a monogram otherwise. Marks are drawn in `currentColor` so they read in both themes.
 */
export interface Logo {
  title: string;
  /** The icon's SVG path data in a 24×24 box. */
  path: string;
  /** The brand colour, without `#`. */
  hex: string;
}

let index: Promise<Map<string, Logo>> | undefined;

/**
 * The package named by a variable: a bundler then leaves the import to Node, so that the bundled
 * CLI holds only the two icons the templates import, not the 5 MB of every icon.
 */
const ICONS_PACKAGE = 'simple-icons';

/** simple-icons, indexed by slug; imported on first use (it holds thousands of icons). */
export function logoIndex(): Promise<Map<string, Logo>> {
  index ??= (import(ICONS_PACKAGE) as Promise<Record<string, unknown>>).then((icons) => {
    const map = new Map<string, Logo>();
    for (const icon of Object.values(icons) as { slug?: string; title: string; path: string; hex: string }[]) {
      if (icon && typeof icon === 'object' && icon.slug)
        map.set(icon.slug, { title: icon.title, path: icon.path, hex: icon.hex });
    }
    return map;
  });
  return index;
}

/** A brand mark as an SVG file of the site (`img/logos/<slug>.svg`), in its brand colour. */
export function logoFile(slug: string, logo: Logo): { path: string; svg: string } {
  return {
    path: `img/logos/${slug}.svg`,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${logo.title.replace(/[<&]/g, '')}</title><path fill="#${logo.hex}" d="${logo.path}"/></svg>\n`,
  };
}
