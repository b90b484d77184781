/**
 * The source catalog generator: one page per platform under /docs/generated/ingestion/sources/,
 * and the recipe validators those pages load on demand, all from content/data/sources/.
 */
import type { DocGenerator, GeneratedDoc } from '../../content/types.ts';
import { loadCatalog, SOURCES_DIR, type Platform } from './catalog.ts';
import { SOURCE_PAGES_DIR, sourcePage, type PageLinks } from './page.ts';
import { recipeValidators } from './validators.ts';
import { frozenValidatorFiles } from './frozen-validators.ts';

export const sourcesGenerator: DocGenerator = {
  name: 'sources',
  inputs: [SOURCES_DIR],
  async generate(context) {
    const catalog = await loadCatalog(context);
    if (catalog.length === 0) return [];
    const validators = await recipeValidators(
      catalog.flatMap((p) => p.plugins),
      context.root,
    );
    const paths = new Map(validators.map((v) => [v.plugin, `/${v.path}`]));
    return catalog.map((platform, position) =>
      sourceDoc(platform, position, { slackUrl: context.config.community?.slackUrl, validators: paths }, validators),
    );
  },
  // A frozen version keeps what its validators are made from; each build makes their modules again.
  versionFiles: frozenValidatorFiles,
};

function sourceDoc(
  platform: Platform,
  position: number,
  links: PageLinks,
  validators: { plugin: string; path: string; content: string }[],
): GeneratedDoc {
  const names = new Set(platform.plugins.map((p) => p.name));
  const { tree, markdown } = sourcePage(platform, links);
  return {
    id: `${SOURCE_PAGES_DIR}/${platform.id}`,
    title: platform.name,
    description: platform.description,
    markdown,
    tree,
    source: platform.file,
    // One data file per platform: writers fix the page there.
    editable: true,
    sidebarPosition: position,
    keywords: [platform.name, ...names, 'ingestion', 'source', 'recipe'],
    files: validators.filter((v) => names.has(v.plugin)).map((v) => ({ path: v.path, content: v.content })),
    listing:
      platform.listed === false
        ? undefined
        : {
            platformType: platform.platformType,
            connectionType: platform.connectionType,
            features: platform.features ?? [],
            logo: platform.logo,
          },
  };
}
