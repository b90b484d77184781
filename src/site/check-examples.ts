/**
 * The code examples of the site's own pages checked after compiling (src/examples/). Generated
 * pages are left out (their recipes are checked with the catalog, and positions in their Markdown
 * mean nothing in their data files), and so are frozen versions, which describe the API of their
 * release rather than the schema the site ships now.
 */
import type { SiteConfig } from '../config/schema.ts';
import type { ContentModel } from '../content/load.ts';
import type { Problem } from '../errors.ts';
import type { CompiledPage } from '../markdown/types.ts';
import { checkCodeExamples, type ExamplePage } from '../examples/check.ts';
import { loadExampleCheckers } from '../examples/load.ts';

export async function checkSiteExamples(root: string, config: SiteConfig, content: ContentModel, compiled: Map<string, CompiledPage>): Promise<Problem[]> {
  const pages: ExamplePage[] = [];
  for (const doc of content.docs.values()) {
    const examples = compiled.get(doc.id)?.codeExamples;
    if (!doc.generator && !doc.version && examples && examples.length > 0) pages.push({ file: doc.source, examples });
  }
  if (pages.length === 0) return [];
  return checkCodeExamples(pages, await loadExampleCheckers(root, config, pages));
}
