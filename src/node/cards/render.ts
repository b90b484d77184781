/**
 * Draws a social card: satori lays the card out and writes it as SVG with the text as paths
 * (so no system font is needed and every machine draws the same image), sharp rasterises it.
 * Also here: which characters the typeface has, and the fingerprint of the design.
 */
import { createElement } from 'react';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { engineRoot } from '../engine-root.ts';
import { CARD_HEIGHT, CARD_WIDTH, LOGO, SocialCard, type SocialCardProps } from '../../../templates/SocialCard.tsx';

// The engine's packages, wherever this code runs from (src/ or the bundled CLI).
const require = createRequire(join(engineRoot, 'package.json'));

/** The site's typeface, in the weights the card uses and every script it has (satori reads WOFF, not WOFF2). */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'];
const FONT_FILES = [500, 700].flatMap((weight) =>
  SUBSETS.map((subset) => ({
    weight,
    subset,
    file: `@fontsource/manrope/files/manrope-${subset}-${weight}-normal.woff`,
  })),
);

type Fonts = { name: string; data: Buffer; weight: 500 | 700; style: 'normal' }[];
let fonts: Promise<Fonts> | undefined;

function loadFonts(): Promise<Fonts> {
  // One family name per subset: satori looks for a missing glyph in other families, not in other files of the same one.
  fonts ??= Promise.all(
    FONT_FILES.map(async ({ weight, subset, file }) => ({
      name: `Manrope ${subset}`,
      data: await readFile(require.resolve(file)),
      weight: weight as 500 | 700,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

/**
 * Whether the typeface has every character of a text (from the unicode-range of its stylesheet):
 * a card would draw the others (Chinese, emoji, …) as empty boxes, so such a page gets no card.
 */
export function fontCovers(): Promise<(text: string) => boolean> {
  covers ??= readFile(require.resolve('@fontsource/manrope/700.css'), 'utf8').then((css) => {
    const ranges = [...css.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)].map(
      ([, from, to]) => [parseInt(from, 16), parseInt(to ?? from, 16)] as const,
    );
    return (text: string) =>
      [...text].every((char) => {
        const code = char.codePointAt(0)!;
        return ranges.some(([from, to]) => code >= from && code <= to);
      });
  });
  return covers;
}

let covers: Promise<(text: string) => boolean> | undefined;

/** The card as SVG, its text drawn as paths. */
export async function cardSvg(props: SocialCardProps): Promise<string> {
  // satori (and its layout engine, WebAssembly) load only when a site has cards.
  const { default: satori } = await import('satori');
  return satori(createElement(SocialCard, props), { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: await loadFonts() });
}

/** The card as PNG (every platform reads PNG), with the site's mark (an image file's bytes) drawn in its place. */
export async function cardPng(props: SocialCardProps, logo?: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const mark = logo && (await markPng(logo));
  return sharp(Buffer.from(await cardSvg(props)))
    .composite(mark ? [{ input: mark, left: LOGO.left, top: LOGO.top }] : [])
    .flatten({ background: props.colors.background })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

const marks = new WeakMap<Buffer, Promise<Buffer>>();

/** The mark at its size on the card, drawn once per build. */
function markPng(logo: Buffer): Promise<Buffer> {
  let mark = marks.get(logo);
  if (!mark) {
    mark = import('sharp').then(({ default: sharp }) =>
      sharp(logo, { density: 300 })
        .resize(LOGO.size, LOGO.size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    );
    marks.set(logo, mark);
  }
  return mark;
}

/** The files and packages that decide how a card looks. */
const DESIGN_FILES = ['templates/SocialCard.tsx', 'src/node/cards/render.ts'];
const DESIGN_PACKAGES = ['@fontsource/manrope/package.json', 'satori/package.json'];
let design: Promise<string> | undefined;

/** A fingerprint of how cards are drawn: the template, the renderer, and the versions of the font and of satori. */
export function cardDesign(): Promise<string> {
  design ??= (async () => {
    const hash = createHash('sha1');
    for (const file of DESIGN_FILES) hash.update(await readFile(join(engineRoot, file)).catch(() => Buffer.from(file)));
    for (const pkg of DESIGN_PACKAGES)
      hash.update((JSON.parse(await readFile(require.resolve(pkg), 'utf8')) as { version: string }).version);
    return hash.digest('hex');
  })();
  return design;
}
