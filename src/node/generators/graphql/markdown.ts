/**
 * The pieces of the GraphQL reference as Markdown trees: heading ids, type references with
 * their list and non-null wrappers, and table cells. Every named type links to its own section.
 */
import { getNullableType, isListType, isNonNullType, type GraphQLType } from 'graphql';
import type { PhrasingContent, RootContent } from 'mdast';
import {
  code,
  heading as headingNode,
  inline,
  joined,
  link,
  paragraph,
  strong,
  table as tableNode,
  text,
} from '../mdast.ts';

/** The eight pages, in sidebar order. */
export const PAGE_KINDS = [
  'queries',
  'mutations',
  'objects',
  'inputObjects',
  'interfaces',
  'unions',
  'enums',
  'scalars',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export const ROUTE_PREFIX = '/docs/graphql/';

/** Where each type (and each query or mutation) is defined: its page and heading id. */
export class Anchors {
  private readonly places = new Map<string, { page: PageKind; id: string }>();
  private readonly taken = new Map<PageKind, Set<string>>();

  /** Registers a name on a page; ids are the lower-cased name, made unique within the page. */
  add(page: PageKind, key: string, name: string): string {
    const used = this.taken.get(page) ?? new Set<string>();
    this.taken.set(page, used);
    const base = name.toLowerCase().replace(/[^a-z0-9_-]/g, '') || 'type';
    let id = base;
    for (let n = 1; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    this.places.set(`${page}:${key}`, { page, id });
    if (page !== 'queries' && page !== 'mutations') this.places.set(`type:${key}`, { page, id });
    return id;
  }

  /** The heading id given to a name on a page by `add`. */
  idOn(page: PageKind, key: string): string {
    const place = this.places.get(`${page}:${key}`);
    if (!place) throw new Error(`no section for ${key} on ${page}`);
    return place.id;
  }

  /** Route and hash of a named type's section. */
  typeHref(name: string): string | undefined {
    const place = this.places.get(`type:${name}`);
    return place ? `${ROUTE_PREFIX}${place.page}#${place.id}` : undefined;
  }

  typeLink(name: string): PhrasingContent {
    const href = this.typeHref(name);
    return href ? link(href, text(name)) : code(name);
  }

  /** `[Dataset!]!` with `Dataset` linked. */
  typeRef(type: GraphQLType): PhrasingContent[] {
    if (isNonNullType(type)) return [...this.typeRef(getNullableType(type)), text('!')];
    if (isListType(type)) return [text('['), ...this.typeRef(type.ofType), text(']')];
    return [this.typeLink(type.name)];
  }
}

export function heading(name: string, id: string): RootContent {
  return headingNode(2, name, id);
}

/** A description on one table line. */
export function cell(description: string | null | undefined): PhrasingContent[] {
  return inline(description ?? '');
}

/** The text with a full stop at its end, when it has none: something else follows it in the same cell. */
export function withStop(text: string | null | undefined): string {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' || /[.!?:]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function deprecationCell(reason: string | null | undefined): PhrasingContent[] {
  if (reason === undefined || reason === null) return [];
  // A bare `@deprecated` reads "No longer supported", without a full stop: the description follows it.
  const why = inline(withStop(reason));
  return [strong(text('Deprecated:')), text(' '), ...(why.length > 0 ? why : [text('no longer supported.')])];
}

export function deprecationNotice(reason: string | null | undefined): RootContent[] {
  if (reason === undefined || reason === null) return [];
  return [{ type: 'blockquote', children: [paragraph(...deprecationCell(reason))] }];
}

/** A bold label and a table of two columns. */
export function labelledTable(label: string, header: [string, string], rows: PhrasingContent[][][]): RootContent[] {
  return [paragraph(strong(text(label))), tableNode(header, rows)];
}

export function joinCell(...parts: PhrasingContent[][]): PhrasingContent[] {
  return joined(parts, ' ');
}
