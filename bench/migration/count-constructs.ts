/**
 * Counts what a site's Markdown holds and what its built pages show, construct by construct
 * (images, tables, tab groups, collapsible blocks, admonitions, embedded videos), so that a
 * migration can be checked for loss:
 *
 *   node --import tsx bench/migration/count-constructs.ts <site folder> [<output folder>]
 *
 * Sources are counted outside code blocks; pages are counted inside their rendered Markdown only
 * (not the navbar, sidebar or footer). Generated pages are not counted: they have no source file.
 */
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { loadConfig } from '../../src/node/config/load.ts';
import { loadContent } from '../../src/node/content/load.ts';
import { docOutputPath } from '../../src/node/render/pages.ts';

const SOURCE = {
  images: /!\[[^\]]*\]\([^)]+\)|<img\b/gi,
  tables: /^\s*\|?\s*:?-{3,}:?\s*\|[\s|:-]*$|<table\b/gim,
  tabs: /<Tabs\b|^:{4,}tabs/gm,
  details: /<details\b|^:{3,}details/gim,
  admonitions: /^\s*:{3,}(note|tip|info|caution|danger|warning|important)\b/gim,
  videos: /<iframe\b[^>]*(youtube|vimeo|loom)/gi,
};
const OUTPUT = {
  images: /<img\b/g,
  tables: /<table\b/g,
  tabs: /<div class="tabs"/g,
  details: /<details class="details"/g,
  admonitions: /<aside class="admonition /g,
  videos: /<div class="embed"/g,
};

export type Counts = Record<keyof typeof SOURCE, number>;

/** Markdown without its fenced code (shown as code, not rendered) and its comments (hidden from readers). */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1?\2[`~]*[ \t]*$/gm, '')
    .replace(/<!--[\s\S]*?-->|\{\/\*[\s\S]*?\*\/\}/g, '');
}

function count(text: string, patterns: Record<string, RegExp>): Counts {
  return Object.fromEntries(
    Object.entries(patterns).map(([name, pattern]) => [name, text.match(pattern)?.length ?? 0]),
  ) as Counts;
}

function add(total: Counts, more: Counts): void {
  for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += more[key];
}

export async function countConstructs(
  root: string,
  outDir = join(root, 'build'),
): Promise<{ source: Counts; output: Counts; pages: number; short: string[] }> {
  const config = await loadConfig(root);
  const content = await loadContent({ root, config, includeDrafts: false, generators: [] });
  const docs = [...content.docs.values()].filter((doc) => !doc.generator && !doc.version);
  const empty = (): Counts => ({ images: 0, tables: 0, tabs: 0, details: 0, admonitions: 0, videos: 0 });
  const source = empty();
  const output = empty();
  const short: string[] = [];
  let pages = 0;
  for (const doc of docs) {
    const file = join(root, doc.source);
    const inSource = count(withoutCode(await readFile(file, 'utf8')), SOURCE);
    add(source, inSource);
    const html = await readFile(join(outDir, docOutputPath(doc)), 'utf8').catch(() => undefined);
    if (html === undefined) continue;
    pages++;
    const shown = count(/<div class="markdown"[^>]*>([\s\S]*?)<\/div><\/article>/.exec(html)?.[1] ?? '', OUTPUT);
    add(output, shown);
    for (const key of Object.keys(shown) as (keyof Counts)[])
      if (shown[key] < inSource[key]) short.push(`${relative(root, file)}: ${key} ${inSource[key]} → ${shown[key]}`);
  }
  return { source, output, pages, short };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [root, out] = process.argv.slice(2);
  const result = await countConstructs(root, out);
  console.log(JSON.stringify(result, null, 2));
}
