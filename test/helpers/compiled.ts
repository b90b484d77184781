/** A compiled page as one page alone can show it: its file and site-path links, whose targets the whole site resolves, as written. */
import type { CompiledPage } from '../../src/node/markdown/types.ts';
import { LINK_MARK } from '../../src/node/markdown/plugins/remark-links.ts';

export function withLinksAsWritten(page: CompiledPage): CompiledPage {
  return {
    ...page,
    html: page.html.replace(
      new RegExp(`${LINK_MARK}(\\d+)`, 'g'),
      (mark, index: string) => page.links[Number(index)]?.href ?? mark,
    ),
  };
}
