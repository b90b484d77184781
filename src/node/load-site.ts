/**
 * The site resolved once: its config, its base URL in the one form every step uses, its content
 * and the paths it serves. `build`, `check` and serve's worker start here; serve's dev server
 * reads only the config part (`resolveSiteConfig`) to learn where to serve and what to watch.
 */
import { loadConfig } from './config/load.ts';
import type { SiteConfig } from './config/schema.ts';
import { loadContent, type ContentModel } from './content/load.ts';
import { builtinGenerators } from './generators/builtin.ts';
import { YamlCache } from './content/yaml-cache.ts';
import { GeneratorDiskCache } from './content/generator-cache.ts';
import { findKeptUnit } from './versions/unit-cache.ts';
import { specialPages } from './render/special-pages.ts';
import { listStatic } from './content/static-files.ts';
import { silentLogger, step } from './log.ts';
import type { BuildOptions, BuildRuntime } from './build-options.ts';
import type { ServeSession } from './serve-session.ts';

/** What a site is loaded with: the user's options that change the config or the content. */
export type SiteOptions = Pick<BuildOptions, 'baseUrl' | 'includeDrafts' | 'cache' | 'images'> & {
  /** Reuse frozen versions kept whole in the cache (`docsgen build` into a fresh folder). */
  reuseVersions?: boolean;
};

export interface Site {
  root: string;
  /** The config with the user's options applied (`--no-images`: no responsive sizes). */
  config: SiteConfig;
  /** The base URL of every page and link: `--base-url` when given, else the config's. */
  baseUrl: string;
  content: ContentModel;
  /** The files of the static folders, relative to their folder. */
  staticFiles: string[];
  /** Every path the site serves, without the base URL: docs, special pages, static and generated files, redirects. */
  routes: string[];
}

/** The config and the base URL, with the user's options applied: the one place a command reads the config. */
export async function resolveSiteConfig(
  root: string,
  options: Pick<SiteOptions, 'baseUrl' | 'images'> = {},
): Promise<{ config: SiteConfig; baseUrl: string }> {
  const loaded = await loadConfig(root);
  const config = options.images === false ? { ...loaded, images: { ...loaded.images, sizes: [] } } : loaded;
  return { config, baseUrl: options.baseUrl ?? config.baseUrl };
}

/** Loads the config and the content (problems collected in `content.problems`, never thrown for content). */
export async function loadSite(
  root: string,
  options: SiteOptions = {},
  runtime: BuildRuntime = {},
  session?: ServeSession,
): Promise<Site> {
  const timed = timedSteps(runtime);
  // serve's worker resolves the config once for its life (it restarts when the config changes).
  const config = session?.config ?? (await timed('load config', () => resolveSiteConfig(root, options))).config;
  if (session) session.config = config;
  const baseUrl = options.baseUrl ?? config.baseUrl;
  const content = await timed('load content', async () =>
    loadContent({
      root,
      config,
      includeDrafts: options.includeDrafts ?? false,
      generators: builtinGenerators,
      readCache: session?.files,
      generatorCache: session?.generated,
      sidebarParses: session?.sidebarParses,
      generatorDiskCache: options.cache === false ? undefined : new GeneratorDiskCache(root),
      // serve keeps what it read in its session instead.
      knownYaml: options.cache === false || session ? undefined : await YamlCache.open(root),
      // Kept frozen versions are keyed by the config as built, base URL included.
      findKeptVersion: options.reuseVersions
        ? (name, versions, currentRoutes) =>
            findKeptUnit({ root, name, config: { ...config, baseUrl }, versions, currentRoutes })
        : undefined,
      changed: session?.changed,
      listCache: session?.listings,
    }),
  );
  const staticFiles = await listStatic(root, config.layout.static);
  return { root, config, baseUrl, content, staticFiles, routes: siteRoutes(config, content, staticFiles) };
}

function siteRoutes(config: SiteConfig, content: ContentModel, staticFiles: string[]): string[] {
  return [
    ...[...content.docs.values()].map((doc) => doc.route),
    ...specialPages(config).map((page) => page.route),
    ...[...staticFiles, ...content.generatedFiles.keys()].map((file) => `/${file}`),
    ...content.redirects.map((redirect) => redirect.from),
  ];
}

/** Runs a command's steps: each timed in its log, and given up when its signal aborts (Ctrl+C). */
export function timedSteps({ log, signal }: Pick<BuildRuntime, 'log' | 'signal'>) {
  return <T>(name: string, run: () => Promise<T> | T) => step(log ?? silentLogger, name, run, signal);
}
