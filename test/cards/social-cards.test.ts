/** Social cards: named by what they show, drawn once and cached, and named by the pages' heads. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { SocialCards, writeCards } from '../../src/node/cards/cards.ts';
import { cardPng, fontCovers } from '../../src/node/cards/render.ts';
import { LOGO, shorten, titleSize } from '../../templates/SocialCard.tsx';
import { repoRoot, runCli, tempSite } from '../helpers/site.ts';

const colors = { background: '#0b1220', accent: '#58a6ff' };
const page = {
  title: 'Install the CLI',
  description: 'Put the command-line tool on your machine.',
  section: 'Guides',
  canonical: 'https://example.com/docs/guide/install',
};
const covers = await fontCovers();
const cardsOf = (logo?: Buffer, baseUrl = '/') =>
  new SocialCards({ siteTitle: 'Fixture', colors }, logo, 'design-1', covers, 'https://example.com', baseUrl);

test('a card is named by what it shows: the same page gets the same address, a changed title a new one', () => {
  const cards = cardsOf();
  const first = cards.add(page)!;
  assert.match(first.url, /^https:\/\/example\.com\/assets\/cards\/[0-9a-f]{40}\.png$/);
  assert.deepEqual({ ...first, url: '' }, { url: '', alt: 'Install the CLI', width: 1200, height: 630 });
  assert.equal(cards.add(page)?.url, first.url);
  assert.notEqual(cards.add({ ...page, title: 'Install the CLI on Windows' })?.url, first.url);
  assert.notEqual(
    new SocialCards({ siteTitle: 'Fixture', colors }, undefined, 'design-2', covers, 'https://example.com', '/').add(
      page,
    )?.url,
    first.url,
    'a new design is a new address',
  );
  assert.match(cardsOf(undefined, '/help/').add(page)?.url ?? '', /^https:\/\/example\.com\/help\/assets\/cards\//);
  assert.equal(cards.cards.size, 2);
  const [props] = cards.cards.values();
  assert.equal(props.address, 'example.com/docs/guide/install');
});

test('a page whose text the typeface cannot draw gets no card rather than empty boxes', () => {
  const cards = cardsOf();
  assert.ok(cards.add({ ...page, title: 'Déploiement — “guide”', description: 'Ελληνικά, Кириллица, Tiếng Việt.' }));
  assert.equal(cards.add({ ...page, title: 'インストール' }), undefined);
  assert.equal(cards.add({ ...page, description: 'Ship it 🚀' }), undefined);
  assert.equal(cards.cards.size, 1);
});

test('long titles get smaller type and long addresses an ellipsis', () => {
  assert.equal(titleSize('Quickstart'), 76);
  assert.equal(titleSize('Configuring Kafka topics and consumers'), 66);
  assert.equal(titleSize('Configuring Kafka in DataHub: topics, consumers, producers and the schema registry'), 56);
  assert.equal(shorten('example.com/docs/a', 80), 'example.com/docs/a');
  assert.equal(shorten('x'.repeat(100), 80), `${'x'.repeat(79)}…`);
});

test('a card is a 1200 × 630 PNG with the site mark in its place and the title drawn', async () => {
  const logo = await readFile(join(repoRoot, 'content/static/img/favicon.svg'));
  const props = {
    siteTitle: 'Fixture',
    hasLogo: true,
    title: 'Install the CLI',
    description: 'Put the tool on your machine.',
    section: 'Guides',
    address: 'example.com/docs/guide/install',
    colors,
  };
  const png = await cardPng(props, logo);
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  assert.deepEqual([info.width, info.height, info.format], [1200, 630, 'raw']);
  const pixel = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
  ];
  const background = [0x0b, 0x12, 0x20];
  assert.deepEqual(pixel(5, 5), background);
  // The mark's centre (a filled circle) is drawn; without a logo the place stays background.
  const centre = [LOGO.left + LOGO.size / 2, LOGO.top + Math.round((LOGO.size * 17) / 32)] as const;
  assert.notDeepEqual(pixel(...centre), background);
  const plain = await sharp(await cardPng({ ...props, hasLogo: false }))
    .raw()
    .toBuffer();
  const at = (buffer: Buffer, x: number, y: number) => [...buffer.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
  assert.deepEqual(at(plain, ...centre), background);
  // Text is drawn in the middle band (the title's white), not only background.
  const light = (buffer: Buffer, channels: number) => {
    let count = 0;
    for (let y = 200; y < 460; y++)
      for (let x = 72; x < 1128; x++) if (buffer[(y * 1200 + x) * channels] > 200) count++;
    return count;
  };
  assert.ok(light(data, info.channels) > 5000, 'the title is drawn');
});

/** The card images in a cache folder. */
const cachedCards = async (cacheDir: string) =>
  (await readdir(cacheDir))
    .filter((name) => name.endsWith('.png.entry'))
    .map((name) => name.replace(/\.entry$/, ''))
    .sort();

test('cards are drawn once: the cache serves them next time', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-cards-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const cacheDir = join(dir, 'cache');
  const cards = cardsOf();
  cards.add(page);
  cards.add({ ...page, title: 'Upgrade the CLI' });
  assert.equal(await writeCards(cards, { outDir: join(dir, 'out1'), cacheDir }), 2);
  const written = (await readdir(join(dir, 'out1/assets/cards'))).sort();
  assert.deepEqual(await cachedCards(cacheDir), written);
  assert.equal(await writeCards(cards, { outDir: join(dir, 'out2'), cacheDir }), 0, 'all from the cache');
  for (const name of written)
    assert.deepEqual(
      await readFile(join(dir, 'out2/assets/cards', name)),
      await readFile(join(dir, 'out1/assets/cards', name)),
    );
  // serve writes in place: a card already in its output folder is not drawn again, even without a cache.
  assert.equal(await writeCards(cards, { outDir: join(dir, 'out2'), keepExisting: true }), 0);
});

test('builds that alternate between two base URLs (a preview under a sub-path, the root deploy) draw no card again', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-cards-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const cacheDir = join(dir, 'cache');
  const build = (baseUrl: string) => {
    const cards = cardsOf(undefined, baseUrl);
    cards.add({ ...page, canonical: `https://example.com${baseUrl}docs/guide/install` });
    return writeCards(cards, { outDir: join(dir, `out-${baseUrl.length}`), cacheDir });
  };
  assert.equal(await build('/'), 1);
  assert.equal(await build('/preview/'), 1, 'the card shows another address');
  assert.equal(await build('/'), 0);
  assert.equal(await build('/preview/'), 0);
});

test('a site with socialCards names each page card in its head; pages kept from search engines have none', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config.replace('colorMode: {},', "colorMode: {},\n  socialCards: { background: '#101010', accent: '#ff8800' },"),
  );
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(code, 0, stderr);
  assert.match(stderr, /social cards/);
  const out = (path: string) => readFile(join(site.root, 'build', path), 'utf8');
  for (const file of ['index.html', 'docs/index.html', 'docs/guide/install.html', 'integrations.html']) {
    const html = await out(file);
    const url = /<meta property="og:image" content="([^"]+)"\/>/.exec(html)?.[1];
    assert.match(url ?? '', /^https:\/\/fixture\.example\.com\/assets\/cards\/[0-9a-f]{40}\.png$/, file);
    assert.match(
      html,
      /<meta property="og:image:width" content="1200"\/><meta property="og:image:height" content="630"\/><meta property="og:image:alt" content="[^"]+"\/><meta name="twitter:card" content="summary_large_image"\/>/,
      file,
    );
    const meta = await sharp(join(site.root, 'build', new URL(url!).pathname)).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['png', 1200, 630], file);
  }
  const notFound = await out('404.html');
  assert.doesNotMatch(notFound, /og:image/);
  assert.match(notFound, /<meta name="twitter:card" content="summary"\/>/);
  assert.ok((await stat(join(site.root, '.docsgen/cache/cards'))).isDirectory(), 'cards are cached for the next build');
});

test('a site without socialCards has no card', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(code, 0, stderr);
  const html = await readFile(join(site.root, 'build/docs/quickstart.html'), 'utf8');
  assert.doesNotMatch(html, /og:image/);
  assert.match(html, /<meta name="twitter:card" content="summary"\/>/);
  await assert.rejects(stat(join(site.root, 'build/assets/cards')));
});
