/** What the markdown stage returns for one page: everything later stages need, with positions. */
import type { Problem } from '../errors.ts';
import type { ResolvedImage } from '../images/store.ts';
import type { OutgoingLink, TocItem } from '../content/types.ts';

export interface CompiledPage {
  /** Empty when `htmlAt` is set. */
  html: string;
  /** A one-off build keeps a page's HTML in the compile cache until it renders (this key), not in memory. */
  htmlAt?: string;
  /**
   * The digest of the page's compile cache entry (src/node/cache/verified.ts): what the page is made
   * of, known without reading it, so a build can keep the last build's rendered page whole.
   */
  digest?: string;
  toc: TocItem[];
  /** Every element id on the page (heading ids, footnotes), for anchor checks. */
  anchors: string[];
  links: OutgoingLink[];
  /** Local images the page shows, as written (`./img/x.png`), for the image stage. */
  images: string[];
  /** The page's GraphQL, JSON and YAML code blocks, checked once every page is compiled (src/node/examples/). */
  codeExamples: CodeExample[];
  problems: Problem[];
  /** The text of the `#` heading the page started with, shown as its title (and left out of the body). */
  heading?: string;
  /** The first paragraph's first sentences: the description of a page whose front matter has none. */
  summary?: string;
}

/** A code block in a language the build checks, with where its code starts in the source file. */
export interface CodeExample {
  language: ExampleLanguage;
  /** The code, without the fences (and without the indentation of the list item it sits in). */
  code: string;
  /** Marked ```` ```graphql partial ````: deliberately incomplete, so only parsed. */
  partial: boolean;
  /** The 1-based line of the code's first line. */
  line: number;
  /** The 1-based column where the code's lines start (the column of the fence). */
  column: number;
}

export type ExampleLanguage = 'graphql' | 'json' | 'yaml';

/** Per-page input of the pipeline. */
export interface CompileContext {
  /** File relative to the site root, for positions in messages. */
  source: string;
  /** The page's route, for resolving relative links. */
  route: string;
  /** The site's base URL, prefixed to every internal link written to HTML. */
  baseUrl: string;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  /** Highlight.js languages the site names beyond the built-in ones (config `codeLanguages`). */
  codeLanguages?: string[];
  /** Resolves a local image to what the HTML needs; `null` when the file is missing. */
  resolveImage(source: string, src: string): Promise<ResolvedImage | null>;
  /** For a missing image: the `src` of the file most likely meant, if any. */
  suggestImage?(source: string, src: string): Promise<string | undefined>;
}

/** Data the plugins share on `file.data`. */
declare module 'vfile' {
  interface DataMap {
    context: CompileContext;
    toc: TocItem[];
    anchors: string[];
    links: OutgoingLink[];
    images: string[];
    codeExamples: CodeExample[];
    problems: Problem[];
  }
}
