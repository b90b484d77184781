/** Writes what accompanies the pages: Markdown twins, static files, images, SEO and AI files. */
import type { SiteConfig } from '../config/schema.ts';
import type { ContentModel } from '../content/load.ts';
import type { DocEntry } from '../content/types.ts';
import type { CompiledPage } from '../markdown/types.ts';
import type { ImageStore } from '../images/store.ts';
import type { PageLinks } from './resolve-links.ts';
import type { ResolvedLink } from '../links/resolve.ts';
import type { Logger } from '../log.ts';
import type { LastUpdate } from './git.ts';
import type { DocSummary, SpecialRoute } from './routes.ts';
import { copyStatic, writeIfChanged, type WrittenFiles } from '../output/write.ts';
import { LLMS_SEPARATOR, llmsIndex, markdownTwin, robots, sitemap, type ListedPage } from './seo.ts';
import { headersFile } from './headers.ts';
import { REDIRECT_SCRIPT, redirectOutputPath, redirectPage, redirectsFile } from './redirect-pages.ts';
import { withBase } from '../../shared/urls.ts';
import { searchNames, searchWords, type WordsMemo } from '../search/words.ts';
import { open } from 'node:fs/promises';
import { writeJoinedReplacing } from '../util/write-file.ts';
import { writeNewFile, type OutputFiles, type PlaceFile } from '../cache/output-files.ts';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { docKey } from '../content/doc-key.ts';
import { assistantOrigin, resolveAssistant } from '../config/assistant.ts';

export interface WriteInputs {
  root: string;
  config: SiteConfig;
  baseUrl: string;
  content: ContentModel;
  compiled: Map<string, CompiledPage>;
  /** Each doc's compile key (a hash of its source, route and Markdown): serve rewrites a twin when its doc's hash changes. */
  compileKeys?: Map<string, string>;
  /** serve: each doc's key (src/node/content/doc-key.ts), computed once a build. */
  docKeys?: Map<string, string>;
  /** Each doc's links, resolved (site/resolve-links.ts). */
  pageLinks?: PageLinks;
  lastUpdates: Map<string, LastUpdate>;
  images: ImageStore;
  /** The special pages, and the docs index already computed for them (sidebar order, sections). */
  pageData: { pages: { page: SpecialRoute }[]; context: { docsIndex: DocSummary[]; files?: Map<string, string> } };
  outDir: string;
  /** serve: skip files whose content did not change. */
  written?: WrittenFiles;
  /** serve: the twins of the last build, rewritten only when the hash of their doc and compiled page changed. */
  twins?: TwinCache;
  /** serve: the search words' last list, reused while no title, description, keyword or heading changed. */
  searchWords?: WordsMemo;
  /** serve: the hash of what sitemap.xml and llms.txt were last made from, by path: made and written again only when it changed. */
  madeFrom?: Map<string, string>;
  /**
   * serve: receives the writing of files no reload waits for (llms-full.txt, the search page's word
   * lists and llms.txt), by name, to do once edits are quiet.
   */
  defer?: (name: string, write: () => Promise<void>) => void;
  /** The inline scripts of the rendered pages (serve reuses unchanged pages: it passes none). */
  inlineScripts?: Set<string>;
  /** Old paths and their final targets (content/redirects.yaml, checked). */
  redirects?: Map<string, string>;
  /** Where encoded image variants are kept between builds; none: encoded every time. */
  imageCache?: string;
  /** serve: static files and images made again only when what they are made from changed (`placeOnce`). */
  placed?: PlaceFile;
  /** A build into a fresh folder: the files it copies are linked from the output it replaces when unchanged. */
  outputFiles?: OutputFiles;
  log?: Logger;
}

type Write = (path: string, text: string) => Promise<unknown>;

/**
 * How a text file is written: serve skips a file whose text it last wrote; a build into a fresh
 * folder links the file of the output it replaces when its text is the same (a write costs ~0.3 ms
 * here, a link a few microseconds: the twins alone are a file a page).
 */
function textWriter({ outDir, written, outputFiles }: WriteInputs): Write {
  if (!outputFiles) return (path, text) => writeIfChanged(outDir, path, text, written);
  return (path, text) =>
    outputFiles.place(path, `text ${createHash('sha1').update(text).digest('hex')}`, async (target) =>
      writeNewFile(target, text),
    );
}

export async function writeSite(inputs: WriteInputs): Promise<void> {
  const { outDir, config, baseUrl, content } = inputs;
  const write = textWriter(inputs);
  await copyStatic(inputs.root, config.layout.static, outDir, inputs.outputFiles?.place ?? inputs.placed);
  const docs = [...content.docs.values()];
  const own = docs.filter((doc) => !doc.prebuilt);
  const { latest, twinsChanged } = await writeTwins(inputs, docs, own, write);
  await writeSitemap(inputs, docs, write);
  await write('robots.txt', robots(config.url, baseUrl, config.noIndex));
  // serve writes these once edits are quiet, not after every edit: at 3000 pages the word lists took
  // 80 ms of each edit's rebuild, and llms-full.txt is the whole site's text (megabytes).
  if (inputs.defer) inputs.defer('search words, llms.txt', () => writeSearchAndLlmsIndex(inputs, docs, write));
  else await writeSearchAndLlmsIndex(inputs, docs, write);
  if (inputs.defer && (twinsChanged || inputs.twins?.size !== own.length))
    inputs.defer('llms-full.txt', () => writeJoinedReplacing(join(outDir, 'llms-full.txt'), latest, LLMS_SEPARATOR));
  if (inputs.twins) for (const id of inputs.twins.keys()) if (!inputs.content.docs.has(id)) inputs.twins.delete(id);
  for (const [path, text] of content.generatedFiles) await write(path, text);
  for (const [path, text] of inputs.pageData.context.files ?? []) await write(path, text);
  await writeRedirects(inputs, write);
  if (inputs.inlineScripts?.size)
    await write(
      '_headers',
      headersFile({
        baseUrl,
        scripts: inputs.inlineScripts,
        connect: connectOrigins(config),
        serviceWorker: config.offline,
      }),
    );
  const images = await inputs.images.write(outDir, inputs.imageCache, inputs.outputFiles?.place ?? inputs.placed);
  if (images.encoded + images.reused + images.kept > 0)
    inputs.log?.debug(
      `image variants: ${images.encoded} encoded, ${images.reused} from the cache, ${images.kept} kept from the last build`,
    );
}

/**
 * Writes each doc's Markdown twin (a frozen version reused whole brings its twins along). A build
 * appends the latest docs' twins to llms-full.txt as it goes (tens of megabytes on a large site,
 * never held whole); serve gets them back in `latest` to write the file once edits are quiet.
 */
async function writeTwins(
  inputs: WriteInputs,
  docs: DocEntry[],
  own: DocEntry[],
  write: Write,
): Promise<{ latest: string[]; twinsChanged: boolean }> {
  const { outDir, baseUrl } = inputs;
  const latest: string[] = [];
  let twinsChanged = !inputs.twins;
  const fullText = inputs.defer ? undefined : await open(join(outDir, 'llms-full.txt'), 'w');
  const docRoutes = new Set(docs.map((doc) => doc.route));
  let appended = 0;
  // A few files at a time: a large site's twins are not all held in write buffers at once.
  for (let start = 0; start < own.length; start += 32) {
    // Each text at its doc's place: a twin made anew finishes after those reused.
    const texts: (string | undefined)[] = [];
    await Promise.all(
      own.slice(start, start + 32).map(async (doc, i) => {
        const page = inputs.compiled.get(doc.id);
        const last = inputs.twins?.get(doc.id);
        const key = inputs.twins && (inputs.docKeys?.get(doc.id) ?? docKey(doc, inputs.compileKeys?.get(doc.id)));
        const same = last !== undefined && last.key === key;
        const text = same
          ? last.text
          : markdownTwin(
              doc,
              await twinLinks(doc, page, {
                baseUrl,
                images: inputs.images,
                docRoutes,
                links: inputs.pageLinks?.get(doc.id),
              }),
            );
        if (!doc.version) texts[i] = text;
        if (same) return;
        twinsChanged = true;
        if (key) inputs.twins?.set(doc.id, { key, text });
        // Unchanged twins are not even hashed again (serve): a large site has megabytes of them.
        return write(`${doc.route.replace(/\/$/, '')}.md`, text);
      }),
    );
    const batch = texts.filter((text) => text !== undefined);
    if (!fullText) latest.push(...batch);
    // One write a batch: the file is tens of megabytes on a large site, in hundreds of pieces.
    else if (batch.length > 0)
      await fullText.write(batch.map((text) => `${appended++ === 0 ? '' : LLMS_SEPARATOR}${text}`).join(''));
  }
  await fullText?.close();
  return { latest, twinsChanged };
}

async function writeSitemap(inputs: WriteInputs, docs: DocEntry[], write: Write): Promise<void> {
  const listed: ListedPage[] = [
    ...inputs.pageData.pages
      .filter(({ page }) => page.listed)
      .map(({ page }) => ({ route: page.route, title: page.title, description: page.description })),
    // Older versions are left out of the sitemap: their pages name the latest as canonical.
    // Unlisted docs are reachable by their address only: no sitemap, no llms.txt.
    ...docs
      .filter((doc) => !doc.version && !doc.unlisted)
      .map((doc) => ({
        route: doc.route,
        title: doc.title,
        description: doc.description,
        lastModified: inputs.lastUpdates.get(doc.source)?.timestamp,
      })),
  ];
  // The sitemap shows each page's address and date only.
  const from = [
    inputs.config.url,
    inputs.baseUrl,
    ...listed.map((page) => `${page.route}\0${page.lastModified ?? ''}`),
  ];
  // A route is listed once, whatever builds it.
  await writeMade(inputs, 'sitemap.xml', from, write, () =>
    sitemap([...new Map(listed.map((page) => [page.route, page])).values()], inputs.config.url, inputs.baseUrl),
  );
}

/**
 * Writes a file of the whole site unless serve made it from the same inputs last time (`from`, the
 * texts it is made of, compared by their hash): unchanged, it is neither made nor hashed again.
 */
async function writeMade(
  inputs: Pick<WriteInputs, 'madeFrom'>,
  path: string,
  from: string[],
  write: Write,
  make: () => string,
): Promise<void> {
  const key = inputs.madeFrom && createHash('sha1').update(from.join('\n')).digest('hex');
  if (key !== undefined && inputs.madeFrom?.get(path) === key) return;
  await write(path, make());
  if (key !== undefined) inputs.madeFrom?.set(path, key);
}

/** The search's word lists (the site's words, and those naming its pages) and llms.txt, the latest docs by section. */
async function writeSearchAndLlmsIndex(inputs: WriteInputs, docs: DocEntry[], write: Write): Promise<void> {
  const { config, baseUrl } = inputs;
  const summaries = inputs.pageData.context.docsIndex;
  const byHref = new Map(docs.map((doc) => [withBase(baseUrl, doc.route), doc]));
  const sections = [...new Set(summaries.map((s) => s.section))].map((title) => ({
    title,
    docs: summaries.filter((s) => s.section === title).map((s) => byHref.get(s.href)!),
  }));
  await write(
    'search-words.json',
    JSON.stringify(
      searchWords(
        docs.filter((doc) => !doc.version),
        (id) => inputs.compiled.get(id)?.toc ?? [],
        inputs.searchWords,
        inputs.docKeys && ((id) => inputs.docKeys?.get(id)),
      ),
    ),
  );
  await write('search-names.json', JSON.stringify(searchNames(docs.filter((doc) => !doc.version))));
  const site = { title: config.title, description: config.description, url: config.url, baseUrl };
  // llms.txt shows each section's title and each doc's title, address and description.
  const from = [
    JSON.stringify(site),
    ...sections.flatMap((section) => [
      `## ${section.title}`,
      ...section.docs.map((doc) => `${doc.title}\0${doc.route}\0${doc.description}`),
    ]),
  ];
  await writeMade(inputs, 'llms.txt', from, write, () => llmsIndex(site, sections));
}

/** A page at each old path, and the rules file of the hosts that answer with a real redirect. */
async function writeRedirects(inputs: WriteInputs, write: Write): Promise<void> {
  const redirects = inputs.redirects ?? new Map<string, string>();
  const site = { url: inputs.config.url, baseUrl: inputs.baseUrl };
  for (const [from, to] of redirects) await write(redirectOutputPath(from), redirectPage(to, site));
  if (redirects.size > 0) {
    inputs.inlineScripts?.add(REDIRECT_SCRIPT);
    await write('_redirects', redirectsFile(redirects, inputs.baseUrl));
  }
}

/** Each doc's twin as last written, by id, with the doc's content key (src/node/content/doc-key.ts). */
export type TwinCache = Map<string, { key: string; text: string }>;

/**
 * A twin is read on its own (and joined with the others in llms-full.txt), so its links and images
 * are made absolute paths with the base URL: links to doc pages lead to their twins, other site
 * paths and images to the files the site serves. A link to a heading of the same page (`#usage`)
 * names the page too: in llms-full.txt it could be any page's.
 */
async function twinLinks(
  doc: DocEntry,
  page: CompiledPage | undefined,
  site: { baseUrl: string; images: ImageStore; docRoutes: Set<string>; links?: ResolvedLink[] },
): Promise<Map<string, string>> {
  const rewrite = new Map<string, string>();
  for (const link of site.links ?? page?.links ?? []) {
    // A link to a file of the repository leads there from the twin too.
    if (link.kind === 'external' && (link as ResolvedLink).repository)
      rewrite.set(link.href, (link as ResolvedLink).resolvedHref!);
    if (link.kind !== 'internal' || link.path === undefined) continue;
    const hash = link.hash ? `#${link.hash}` : '';
    if (link.markdown || site.docRoutes.has(link.path))
      rewrite.set(link.href, `${withBase(site.baseUrl, link.path.replace(/\/$/, ''))}.md${hash}`);
    else if (link.href.startsWith('/')) rewrite.set(link.href, withBase(site.baseUrl, link.href));
  }
  for (const src of page?.images ?? []) {
    const resolved = await site.images.resolve(doc.source, src);
    if (resolved && !resolved.unreadable) rewrite.set(src, resolved.src);
  }
  return rewrite;
}

/** Services the pages call: the hosted search service (and its fallback hosts), when configured. */
function connectOrigins(config: SiteConfig): string[] {
  const origins: string[] = [];
  const hosted = config.search.hosted;
  if (hosted)
    origins.push(
      ...(hosted.host
        ? [new URL(hosted.host).origin]
        : [`https://${hosted.appId}-dsn.algolia.net`, `https://${hosted.appId}-1.algolianet.com`]),
    );
  // The assistant's service, when one is configured (the local assistant needs none).
  const assistant = assistantOrigin(resolveAssistant(config.assistant));
  if (assistant) origins.push(assistant);
  if (config.feedback) origins.push(new URL(config.feedback.endpoint).origin);
  return origins;
}
