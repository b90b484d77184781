/**
 * The markdown stage. This file is the only place the plugin order lives.
 *
 *   limits (src/node/markdown/limits.ts: pages too large or nested too deep are errors, not parsed)
 *   → Docusaurus admonition titles (`:::note Title`) written as directive labels, on the text
 *   → parse (CommonMark + GFM, its autolink pass skipped when no text can link, and its tries for
 *          addresses, URLs and tables made only where the raw Markdown allows one, + directives;
 *          a long page in pieces, src/node/markdown/chunks.ts)
 *   → MDX read without JavaScript (module lines and comments out, JSX as HTML)
 *   → the leading `#` heading taken as the title, the first paragraph as the summary
 *   → warnings for headings out of order and for reference links and footnotes without a definition
 *   → heading ids → table of contents
 *   → directives (unclosed blocks warned) → links → images → code examples recorded (mdast)
 *   → remark-rehype (raw HTML kept) → raw HTML parsed → components (tabs, admonitions) → HTML
 *     elements (images, videos, embeds)
 *   → heading anchor links → code highlighting → dropped content named → sanitize → one element per
 *     id (a heading whose id is taken gets a suffix) → search terms → anchors (hast)
 *
 * Anchor links come before highlighting so that their pass walks a tree without the thousands
 * of highlighted spans.
 *   → HTML
 */
import { unified, type Processor } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkGatedAutolinkLiterals from './plugins/remark-gated-autolink-literals.ts';
import remarkGatedGfmSyntax from './plugins/remark-gated-gfm-syntax.ts';
import remarkDirective from 'remark-directive';
import remarkChunkedParse from './plugins/remark-chunked-parse.ts';
import { listItem } from './list-item-handler.ts';
import { pageLimitProblem } from './limits.ts';
import { problem, type Problem } from '../errors.ts';
import remarkRehype from 'remark-rehype';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSanitize from 'rehype-sanitize';
import { toString as hastToString } from 'hast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import { VFile } from 'vfile';
import remarkMdxSyntax from './plugins/remark-mdx-syntax.ts';
import remarkPageTitle from './plugins/remark-page-title.ts';
import rehypeRawHtml from './plugins/rehype-raw-html.ts';
import rehypeMdxComponents from './plugins/rehype-mdx-components.ts';
import rehypeHtmlElements from './plugins/rehype-html-elements.ts';
import rehypeDroppedContent from './plugins/rehype-dropped-content.ts';
import { admonitionTitles } from './admonition-titles.ts';
import remarkHeadingLevels from './plugins/remark-heading-levels.ts';
import remarkUndefinedReferences from './plugins/remark-undefined-references.ts';
import remarkHeadingIds from './plugins/remark-heading-ids.ts';
import remarkToc from './plugins/remark-toc.ts';
import remarkDirectives from './plugins/remark-directives.ts';
import remarkLinks, { remarkImages } from './plugins/remark-links.ts';
import remarkCodeExamples from './plugins/remark-code-examples.ts';
import rehypeCode from './plugins/rehype-code.ts';
import rehypeAnchors from './plugins/rehype-anchors.ts';
import rehypeUniqueIds from './plugins/rehype-unique-ids.ts';
import { ENGINE_ID_PREFIX } from '../../shared/engine-ids.ts';
import rehypeSearchTerms from './plugins/rehype-search-terms.ts';
import { sanitizeSchema } from './plugins/sanitize-schema.ts';
import type { Root } from 'mdast';
import type { CompileContext, CompiledPage } from './types.ts';

/** One processor per set of extra code languages (a site's `codeLanguages`): in practice, one. */
const processors = new Map<string, Processor<any, any, any, any, string>>();

function createProcessor(codeLanguages: string[]) {
  return (
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkGatedAutolinkLiterals)
      .use(remarkGatedGfmSyntax)
      .use(remarkDirective)
      .use(remarkChunkedParse)
      .use(remarkMdxSyntax)
      .use(remarkPageTitle)
      .use(remarkHeadingLevels)
      .use(remarkUndefinedReferences)
      .use(remarkHeadingIds)
      .use(remarkToc)
      .use(remarkDirectives)
      .use(remarkLinks)
      .use(remarkImages)
      .use(remarkCodeExamples)
      // A list's looseness worked out once per list, not once per item (src/node/markdown/list-item-handler.ts);
      // footnotes' ids with the engine's prefix, which no heading can take.
      .use(remarkRehype, { allowDangerousHtml: true, handlers: { listItem }, clobberPrefix: ENGINE_ID_PREFIX })
      .use(rehypeRawHtml)
      .use(rehypeMdxComponents)
      .use(rehypeHtmlElements)
      .use(rehypeAutolinkHeadings, {
        behavior: 'append',
        // Headings with an id, except the visually hidden footnotes heading.
        test: (node) => /^h[2-6]$/.test(node.tagName) && !String(node.properties.className ?? '').includes('sr-only'),
        // Named for keyboard and screen reader users, as the site we replace does ("Direct link to …").
        // The `#` is navigation, not text: search leaves it out of titles and excerpts.
        properties: (heading) => {
          const label = `Direct link to ${hastToString(heading).trim()}`;
          return { className: ['hash-link'], ariaLabel: label, title: label, dataPagefindIgnore: '' };
        },
        content: { type: 'text', value: '#' },
      })
      .use(rehypeCode, { languages: codeLanguages })
      .use(rehypeDroppedContent)
      .use(rehypeSanitize, sanitizeSchema)
      .use(rehypeUniqueIds)
      .use(rehypeSearchTerms)
      .use(rehypeAnchors)
      .use(rehypeStringify)
      .freeze()
  );
}

// The transforms change a tree in place: a tree is compiled once, a second time from its Markdown.
const compiledTrees = new WeakSet<Root>();

/**
 * Compiles one page's Markdown, or the tree a generator built for it (then nothing is parsed);
 * content problems are returned, not thrown. A page over the limits is not compiled, and one that
 * still overflows the stack (nesting inside a line, which the limits do not count) is a problem
 * of its own: the build goes on and names it.
 */
export async function compileMarkdown(markdown: string, context: CompileContext, tree?: Root): Promise<CompiledPage> {
  const languages = context.codeLanguages ?? [];
  let processor = processors.get(languages.join(','));
  if (!processor) processors.set(languages.join(','), (processor = createProcessor(languages) as never));
  const limit = tree ? undefined : pageLimitProblem(markdown, context.source);
  if (limit) return uncompiled([limit]);
  const file = new VFile({
    value: tree ? markdown : admonitionTitles(markdown),
    path: context.source,
    data: { context, problems: [] },
  });
  try {
    // Step by step, not `process`: the parse is then inside this `try` too.
    const parsed = tree && !compiledTrees.has(tree) ? tree : (processor!.parse(file) as Root);
    if (tree) compiledTrees.add(tree);
    file.value = processor!.stringify(await processor!.run(parsed, file), file);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return uncompiled([
      problem(
        'page-too-deep',
        { file: context.source, line: 1 },
        `the page nests too deeply to compile (${error.message})`,
        'Look for a line with many nested brackets, emphasis marks or block quote markers, and nest fewer.',
      ),
    ]);
  }
  return {
    html: String(file.value),
    toc: file.data.toc ?? [],
    anchors: file.data.anchors ?? [],
    links: file.data.links ?? [],
    images: file.data.images ?? [],
    codeExamples: file.data.codeExamples ?? [],
    problems: file.data.problems ?? [],
    ...(file.data.heading ? { heading: file.data.heading } : {}),
    ...(file.data.summary ? { summary: file.data.summary } : {}),
  };
}

function uncompiled(problems: Problem[]): CompiledPage {
  return { html: '', toc: [], anchors: [], links: [], images: [], codeExamples: [], problems };
}
