/**
 * Which hand-written pages a reader cannot reach through the sidebar, and whether that is meant.
 * A page in no sidebar is a warning unless its front matter says `not_in_sidebar: true`; such a
 * page still needs a link from somewhere, or only search finds it.
 */
import type { DocEntry } from '../content/types.ts';
import { problem, type Problem } from '../errors.ts';
import type { LinkSource } from '../links/validate.ts';

export interface CoverageInputs {
  docs: Iterable<DocEntry>;
  /** Every doc id some sidebar lists. */
  inSidebar: ReadonlySet<string>;
  /** The links of the site's pages, config and data files (a redirect is no way in for a reader on the site). */
  links: LinkSource[];
  /**
   * sidebars.yaml has errors: which pages it was meant to list is unknown (a YAML error drops the
   * whole file, a misspelt id its page), so "in no sidebar" would be false for most pages. The
   * errors fail the build; the pages are checked again once they are fixed.
   */
  sidebarsInError?: boolean;
  /** The sidebars file, for hints. */
  sidebarsFile?: string;
}

export function sidebarCoverage({
  docs,
  inSidebar,
  links,
  sidebarsInError,
  sidebarsFile = 'the sidebars',
}: CoverageInputs): Problem[] {
  const problems: Problem[] = [];
  if (sidebarsInError) return problems;
  let linked: Map<string, Set<string>> | undefined;
  for (const doc of docs) {
    // Generated pages list themselves (the catalog, the reference indexes); frozen versions are checked when frozen.
    if (doc.generator || doc.version || doc.unlisted) continue;
    const listed = inSidebar.has(doc.id);
    if (listed && doc.notInSidebar) {
      problems.push(
        problem(
          'not-in-sidebar',
          { file: doc.source },
          `${doc.route} is in a sidebar, but its front matter says \`not_in_sidebar: true\``,
          `Remove \`not_in_sidebar\` from the front matter, or the id from ${sidebarsFile}.`,
          'warning',
        ),
      );
    } else if (!listed && !doc.notInSidebar) {
      problems.push(
        problem(
          'not-in-sidebar',
          { file: doc.source },
          `${doc.route} is in no sidebar`,
          `Add its id to ${sidebarsFile}, or write \`not_in_sidebar: true\` in its front matter if readers should reach it through links only.`,
          'warning',
        ),
      );
    } else if (!listed) {
      linked ??= linkedFrom(links);
      const from = [...(linked.get(withoutSlash(doc.route)) ?? [])].filter((source) => source !== doc.source);
      if (from.length === 0)
        problems.push(
          problem(
            'not-in-sidebar',
            { file: doc.source },
            `${doc.route} is in no sidebar and no page links to it`,
            `Link to it from a related page, or add its id to ${sidebarsFile}: now only search finds it.`,
            'warning',
          ),
        );
    }
  }
  return problems;
}

/** Route → the files that link to it. */
function linkedFrom(sources: LinkSource[]): Map<string, Set<string>> {
  const linked = new Map<string, Set<string>>();
  for (const { source, links } of sources) {
    for (const link of links) {
      if (link.kind !== 'internal' || !link.path) continue;
      const target = withoutSlash(link.path);
      if (!linked.has(target)) linked.set(target, new Set());
      linked.get(target)!.add(source);
    }
  }
  return linked;
}

function withoutSlash(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}
