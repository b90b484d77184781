/**
 * Social cards: one image per page, showing its title, where it sits and what it is about, for
 * the previews that chat apps and social sites draw from a shared link (`og:image`).
 *
 * A card's file is named by a hash of what it shows and of the card's design, so the page can
 * name it before it is drawn, an unchanged card is never drawn twice (the disk cache keeps it by
 * that name), and a changed card gets a new address, which platforms that cache images by
 * address then fetch again.
 */
import { access, mkdir, readFile, readdir } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import { writeOutput } from '../output/write.ts';
import { withBase } from '../../shared/urls.ts';
import { staticFile } from '../content/static-files.ts';
import { mapLimited } from '../util/map-limited.ts';
import { readEntry, writeEntry } from '../cache/verified.ts';
import { CARD_HEIGHT, CARD_WIDTH, type SocialCardProps } from '../../../templates/SocialCard.tsx';
import { cardDesign, cardPng, fontCovers } from './render.ts';
import { cacheKey } from '../cache/key.ts';
import type { CardImage } from '../render/props.ts';
import type { CardMaker, CardPage } from '../render/pages.ts';

const CARDS_DIR = 'assets/cards';

/** The favicon types sharp can draw (not .ico). */
const LOGO_TYPES = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp']);

/** The cards of one build: each page adds its own while its props are made; `write` draws them. */
export class SocialCards implements CardMaker {
  /** Output path → what the card shows. */
  readonly cards = new Map<string, SocialCardProps>();

  constructor(
    private readonly style: Pick<SocialCardProps, 'siteTitle' | 'colors'>,
    /** The site's mark: the bytes of an SVG, PNG, JPEG or WebP file. */
    readonly logo: Buffer | undefined,
    private readonly design: string,
    /** Whether the card's typeface has every character of a text. */
    private readonly covers: (text: string) => boolean,
    private readonly siteUrl: string,
    private readonly baseUrl: string,
  ) {}

  /** The page's card; none when the typeface lacks some of its characters (they would be drawn as empty boxes). */
  add(page: CardPage): CardImage | undefined {
    const props: SocialCardProps = {
      ...this.style,
      hasLogo: Boolean(this.logo),
      title: page.title,
      description: page.description,
      section: page.section,
      address: page.canonical.replace(/^https?:\/\//, ''),
    };
    if (!this.covers(`${props.siteTitle}${props.section ?? ''}${props.title}${props.description}${props.address}`))
      return undefined;
    // The card's design (template, renderer, font) is its own fingerprint: an engine change elsewhere keeps every card.
    const name = cacheKey({
      kind: 'social-cards-1',
      fingerprint: 'none',
      options: { design: this.design, logo: this.logo ?? '' },
      inputs: [JSON.stringify(props)],
    });
    const path = `${CARDS_DIR}/${name}.png`;
    this.cards.set(path, props);
    return {
      url: `${this.siteUrl.replace(/\/$/, '')}${withBase(this.baseUrl, `/${path}`)}`,
      alt: page.title,
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
    };
  }
}

/** The site's cards, or none when `socialCards` is off. The logo is the site's favicon when it is an image satori can draw. */
export async function createSocialCards(
  root: string,
  config: SiteConfig,
  baseUrl: string,
): Promise<SocialCards | undefined> {
  if (!config.socialCards) return undefined;
  const favicon = config.favicon;
  const logo =
    favicon && LOGO_TYPES.has(extname(favicon).toLowerCase())
      ? await readFile(await staticFile(root, config.layout.static, favicon)).catch(() => undefined)
      : undefined;
  const { background, accent } = config.socialCards;
  return new SocialCards(
    { siteTitle: config.title, colors: { background, accent } },
    logo,
    await cardDesign(),
    await fontCovers(),
    config.url,
    baseUrl,
  );
}

export interface WriteCardsOptions {
  outDir: string;
  /** `<site>/.docsgen/cache/cards`; none: every card is drawn. */
  cacheDir?: string;
  /** Serve writes in place: a card already in the output is kept. */
  keepExisting?: boolean;
  signal?: AbortSignal;
}

/** Draws the cards that are not cached (four at a time: satori lays cards out on this thread while sharp draws others on its own). Returns how many were drawn. */
export async function writeCards(cards: SocialCards, options: WriteCardsOptions): Promise<number> {
  const { cacheDir, outDir } = options;
  const cached = new Set(cacheDir ? await readdir(cacheDir).catch(() => []) : []);
  let drawn = 0;
  if (cards.cards.size > 0) await mkdir(join(outDir, CARDS_DIR), { recursive: true });
  await mapLimited([...cards.cards], 4, async ([path, props]) => {
    options.signal?.throwIfAborted();
    const target = join(outDir, path);
    if (options.keepExisting && (await exists(target))) return;
    const name = path.slice(path.lastIndexOf('/') + 1);
    const entry = `${name}${ENTRY}`;
    const kept =
      cacheDir && cached.has(entry)
        ? await readEntry({ label: 'social cards', dir: cacheDir }, join(cacheDir, entry), name)
        : undefined;
    if (kept) return writeOutput(outDir, path, kept);
    const png = await cardPng(props, cards.logo);
    drawn++;
    await Promise.all([writeOutput(outDir, path, png), cacheDir && writeEntry(join(cacheDir, entry), name, png)]);
  });
  return drawn;
}

/** A kept card's file: the card's name and this (its bytes verified when read). */
const ENTRY = '.entry';

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );
