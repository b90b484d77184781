/**
 * remark-gfm turns bare URLs and e-mail addresses in text into links with a pass that runs four
 * regular expressions over every text node of every page, about a tenth of the time a page takes
 * to parse. Each of those expressions needs `http://`, `https://`, `www.` or `@` in the text, so
 * the pass is skipped for a page whose text has none (code is not text): same tree, less work.
 */
import type { Processor } from 'unified';
import type { Root, Text } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { walk } from '../walk.ts';

type Transform = (tree: Root) => Root | undefined | void;
type Extension = { transforms?: Transform[] };

const MAY_LINK = /https?:\/\/|www\.|@/i;

/** Use right after remark-gfm, whose autolink pass it wraps. */
export default function remarkGatedAutolinkLiterals(this: Processor) {
  const literalPass = gfmAutolinkLiteralFromMarkdown().transforms?.[0];
  const extensions = ((this.data('fromMarkdownExtensions') ?? []) as (Extension | Extension[])[]).flat();
  const owner = extensions.find((extension) => literalPass && extension.transforms?.includes(literalPass as Transform));
  // A remark-gfm that registers the pass differently would silently lose the gate: fail loudly instead.
  if (!owner || !literalPass)
    throw new Error(
      'docsgen: remark-gfm no longer registers its autolink literal pass as expected; update src/node/markdown/plugins/remark-gated-autolink-literals.ts',
    );
  owner.transforms = owner.transforms!.map((pass) => (pass === literalPass ? gated(pass) : pass));
}

function gated(pass: Transform): Transform {
  return (tree) => (textMayLink(tree) ? pass(tree) : undefined);
}

function textMayLink(tree: Root): boolean {
  let found = false;
  walk<Text>(tree, (node) => {
    if (found) return false;
    if (node.type === 'text' && MAY_LINK.test(node.value)) found = true;
  });
  return found;
}
