/** Files for search engines and AI tools: sitemap.xml, robots.txt, llms.txt, llms-full.txt. */
import type { DocEntry } from '../content/types.ts';
import { absoluteUrl } from '../../shared/urls.ts';
import escapeHtml from 'escape-html';

export interface ListedPage {
  route: string;
  title: string;
  description: string;
  /** Seconds since the epoch. */
  lastModified?: number;
}

export function sitemap(pages: ListedPage[], siteUrl: string, baseUrl: string): string {
  const entries = pages.map((page) => {
    const lastmod = page.lastModified
      ? `<lastmod>${new Date(page.lastModified * 1000).toISOString().slice(0, 10)}</lastmod>`
      : '';
    return `<url><loc>${escapeHtml(absoluteUrl(siteUrl, baseUrl, page.route))}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt. Crawlers read it only at the host's root: a site under a base path has its rules
 * name that path, so that they can be added to the host's file as they are (docs/deploying.md).
 */
export function robots(siteUrl: string, baseUrl: string, noIndex: boolean): string {
  if (noIndex) return `User-agent: *\nDisallow: ${baseUrl}\n`;
  return `User-agent: *\nAllow: ${baseUrl}\n\nSitemap: ${absoluteUrl(siteUrl, baseUrl, '/sitemap.xml')}\n`;
}

/**
 * The pages' Markdown is their source, which uses generic directives for what plain Markdown lacks;
 * tools reading it are told what they mean rather than given a lossy rewrite (an option's path, type
 * and whether it is required are in its attributes).
 */
export const DIRECTIVES_NOTE =
  'The Markdown uses generic directives for blocks that plain Markdown lacks: a block opens with three or more colons and a name, such as `:::note[Title]`, `::::tabs{groupId="api"}`, `:::tab{label="Python"}`, `:::details[Summary]` or `:::option{#id path="name" type="string" required="always"}` (one configuration option: its path, type and whether it is required), and closes with a line of as many colons. `:::badge{status="certified"}` marks how well an integration is supported; `:::recipe-checker` stands for an interactive recipe checker on the web page.';

/** llms.txt: the site in one screen, every doc with its description, grouped by section. */
export function llmsIndex(
  site: { title: string; description: string; url: string; baseUrl: string },
  sections: { title: string; docs: DocEntry[] }[],
): string {
  const lines = [
    `# ${site.title}`,
    '',
    `> ${site.description}`,
    '',
    `Every page is also available as Markdown: append \`.md\` to its URL. The whole documentation in one file: ${absoluteUrl(site.url, site.baseUrl, '/llms-full.txt')}`,
    '',
    DIRECTIVES_NOTE,
    '',
  ];
  for (const section of sections) {
    if (section.docs.length === 0) continue;
    lines.push(`## ${section.title}`, '');
    for (const doc of section.docs)
      lines.push(`- [${doc.title}](${absoluteUrl(site.url, site.baseUrl, `${doc.route}.md`)}): ${doc.description}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** What separates two pages in llms-full.txt. */
export const LLMS_SEPARATOR = '\n\n---\n\n';

/** The Markdown twin of a doc: title, description, then the body with links made absolute. */
export function markdownTwin(doc: DocEntry, rewrite: Map<string, string>): string {
  // One pass over the body: a reference page has hundreds of links and hundreds of kilobytes.
  const body =
    rewrite.size === 0
      ? doc.markdown.replace(/^\n+/, '')
      : doc.markdown
          .replace(/^\n+/, '')
          .replace(/\]\(((?:[^()\s]|\([^()\s]*\))*)(\s+"[^"]*")?\)/g, (link, href: string, title = '') => {
            const to = rewrite.get(href);
            return to === undefined ? link : `](${to}${title})`;
          });
  return `# ${doc.title}\n\n> ${doc.description}\n\n${body.trimEnd()}\n`;
}
