/**
 * The build, step by step: analyse (src/node/analyze.ts), then bundle, render, write, index and
 * publish. Each step is named and timed in the log.
 */
import { join } from 'node:path';
import { pagesToWrite, renderSite } from './render-site.ts';
import { PartsAhead } from './search/parts-ahead.ts';
import { redirectOutputPath } from './site/redirect-pages.ts';
import { bundleClient } from './client-bundle.ts';
import { stop as stopEsbuild } from 'esbuild';
import { writeSite } from './site/write-site.ts';
import { buildSearchIndex } from './search/pagefind.ts';
import { createStaging, publish, discard, servedWhileWritten } from './output/write.ts';
import { assertSafeOutput } from './output/safe-output.ts';
import { releaseUnits } from './versions/unit-cache.ts';
import { keepVersions, usedCompileKeys } from './versions/keep.ts';
import { pruneCompileCache, UNUSED_ENTRY_GRACE_MS } from './markdown/compile-cache.ts';
import { takeCacheDamage } from './cache/verified.ts';
import { OutputFiles } from './cache/output-files.ts';
import { createSocialCards, writeCards, type SocialCards } from './cards/cards.ts';
import { describeAssistant, resolveAssistant } from './config/assistant.ts';

import type { BuildOptions, BuildResult } from './build-options.ts';
import { analyzeSite, timedSteps } from './analyze.ts';

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { log } = options;
  const timed = timedSteps(options);
  const buildStart = Date.now();
  // Before any work: a wrong --out fails at once.
  if (!options.inPlace) await assertSafeOutput(options.root, options.outDir);
  const analysis = await analyzeSite({
    ...options,
    reuseVersions: !options.inPlace && options.cache !== false,
    previousOutput: options.inPlace ? undefined : options.outDir,
  });
  if (analysis.problems.list.some((p) => p.severity === 'error')) {
    await releaseUnits(analysis.content.units);
    analysis.problems.throwIfErrors();
  }
  const staging = options.inPlace ? options.outDir : await createStaging(options.outDir);
  // serve's folder is read while it is written: its files are replaced whole.
  let ahead: PartsAhead | undefined;
  if (options.inPlace) servedWhileWritten(staging);
  try {
    const assets =
      options.state?.assets ??
      (await timed('bundle client', () =>
        bundleClient({
          outDir: staging,
          islandRegistry: options.islandRegistry,
          cache: options.cache,
          serviceWorker: analysis.config.offline,
        }),
      ));
    if (options.soleBuild) await stopEsbuild();
    // Which service readers' questions go to, if any: said once per full build, not on each edit.
    if (!options.changed)
      log.info(`  ${'assistant'.padEnd(28)} ${describeAssistant(resolveAssistant(analysis.config.assistant))}`);
    if (options.state) options.state.assets = assets;
    const scripts = new Set<string>();
    const cards = await createSocialCards(options.root, analysis.config, analysis.baseUrl);
    const units = analysis.content.units;
    const reused = [...units].filter(([, u]) => u.unit).map(([name]) => name);
    const search = (options.search ?? true) && {
      versions: analysis.content.versions.map((v) => v.name).filter((name) => !reused.includes(name)),
      cacheDir: options.cache === false ? undefined : join(options.root, '.docsgen/cache/pagefind'),
      signal: options.signal,
    };
    // A build of a fresh folder indexes each part of the search index as soon as its pages are written, beside the rendering (serve indexes once edits are quiet).
    ahead =
      search && !options.inPlace
        ? new PartsAhead(
            staging,
            [
              ...pagesToWrite(analysis),
              ...[...(analysis.redirects ?? new Map()).keys()].map(redirectOutputPath),
              ...analysis.content.generatedFiles.keys(),
            ],
            search,
          )
        : undefined;
    const { files, sidebarFiles } = await timed('render and write pages', () =>
      renderSite(analysis, assets, staging, scripts, { ...options, sink: ahead }, cards),
    );
    // A fresh folder: files copied unchanged since the last build are linked from the output it replaces.
    const outputFiles =
      options.inPlace || options.cache === false
        ? undefined
        : await OutputFiles.open(join(options.root, '.docsgen/cache'), options.outDir, staging);
    await timed('write twins, files, images', () =>
      writeSite({
        outputFiles,
        ...analysis,
        root: options.root,
        outDir: staging,
        imageCache: options.cache === false ? undefined : join(options.root, '.docsgen/cache/images'),
        log,
        written: options.state?.written,
        twins: options.state?.twins,
        deferFullText: options.state && ((write) => options.state!.quietWrites.set('llms-full.txt', write)),
        inlineScripts: scripts,
      }),
    );
    if (cards) await writeSocialCards(cards, staging, options);
    // A full build (not an edit's rebuild in serve) knows every page the compile cache must keep;
    // the pages are rendered, so the rest can go while the search index is made.
    const pruning =
      options.cache !== false && !options.changed
        ? pruneCompileCache(options.root, usedCompileKeys(analysis), buildStart - UNUSED_ENTRY_GRACE_MS).then((n) =>
            log.debug(`removed ${n} unused entries from the compile cache`),
          )
        : undefined;
    pruning?.catch(() => undefined);
    if (search) {
      // Reused versions are copied in after this step, so the index of the current docs never sees them.
      options.collectGarbage?.();
      const index = await timed('search index', () => buildSearchIndex(staging, { ...search, ahead }));
      if (ahead) log.debug(`search index: ${index.madeAhead} parts made while the pages were written`);
    }
    if (units.size > 0)
      await timed('frozen versions', () =>
        keepVersions(analysis, staging, sidebarFiles, options.root, options.search ?? true),
      );
    if (!options.inPlace) await publish(staging, options.outDir);
    await outputFiles?.save();
    // serve answers first; a one-off build finishes it before the process exits.
    if (!options.state) await pruning;
    const prebuilt = [...analysis.content.docs.values()].filter((doc) => doc.prebuilt).length;
    return {
      pages: files.length + prebuilt,
      rendered: files.filter((f) => f.rendered).length,
      warnings: [...analysis.problems.warnings, ...takeCacheDamage(options.root)],
      files,
      versions: analysis.content.versions.map((v) => v.name),
      reusedVersions: reused,
      repositoryLinks: [...analysis.pageLinks.values()].reduce(
        (n, links) => n + links.filter((link) => 'repository' in link && link.repository).length,
        0,
      ),
    };
  } catch (error) {
    await ahead?.close().catch(() => undefined);
    if (!options.inPlace) await discard(staging);
    await releaseUnits(analysis.content.units);
    throw error;
  }
}

/**
 * The pages' social cards: a build draws those not cached; serve draws them once edits are quiet
 * (only the cards of the pages an edit re-rendered, and none already in its output folder).
 */
async function writeSocialCards(cards: SocialCards, outDir: string, options: BuildOptions): Promise<void> {
  const cacheDir = options.cache === false ? undefined : join(options.root, '.docsgen/cache/cards');
  const write = () =>
    writeCards(cards, {
      outDir,
      cacheDir,
      keepExisting: Boolean(options.state),
      prune: !options.state,
      signal: options.signal,
    });
  if (!options.state) return void (await timedSteps(options)('social cards', write));
  options.state.quietWrites.set(`social cards ${++cardBatches}`, () => write().then(() => undefined));
}

let cardBatches = 0;
