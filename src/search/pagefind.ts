/**
 * The offline search index, built with Pagefind's Node API from the written HTML. Pages mark
 * what to index with `data-pagefind-body`; navigation chrome is `data-pagefind-ignore`.
 */
import * as pagefind from 'pagefind';
import { DocsgenError, problem } from '../errors.ts';

export async function buildSearchIndex(outDir: string): Promise<{ pages: number }> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  try {
    if (!index) throw indexError(errors);
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw indexError(added.errors);
    const written = await index.writeFiles({ outputPath: `${outDir}/pagefind` });
    if (written.errors.length > 0) throw indexError(written.errors);
    return { pages: added.page_count };
  } finally {
    await pagefind.close();
  }
}

function indexError(errors: string[]): DocsgenError {
  return new DocsgenError([problem('search-index', { file: 'pagefind' }, `the search index could not be built: ${errors.join('; ')}`, 'Run with --verbose for details.')]);
}
