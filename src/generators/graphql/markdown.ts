/**
 * Markdown pieces of the GraphQL reference: heading ids, type references with their list and
 * non-null wrappers, and table cells. Every named type becomes a link to its own section.
 */
import { getNullableType, isListType, isNonNullType, type GraphQLType } from 'graphql';

/** The eight pages, in sidebar order. */
export const PAGE_KINDS = ['queries', 'mutations', 'objects', 'inputObjects', 'interfaces', 'unions', 'enums', 'scalars'] as const;
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

  typeLink(name: string): string {
    const href = this.typeHref(name);
    return href ? `[${name}](${href})` : `\`${name}\``;
  }

  /** `[Dataset!]!` with `Dataset` linked, brackets escaped so Markdown keeps them as text. */
  typeRef(type: GraphQLType): string {
    if (isNonNullType(type)) return `${this.typeRef(getNullableType(type))}!`;
    if (isListType(type)) return `\\[${this.typeRef(type.ofType)}\\]`;
    return this.typeLink(type.name);
  }
}

export function heading(name: string, id: string): string {
  return `## ${name} {#${id}}`;
}

/** A description on one table line: whitespace collapsed, pipes escaped. */
export function cell(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
}

/** A description as its own paragraphs; a missing one is said plainly rather than left empty. */
export function paragraphs(text: string | null | undefined, fallback: string): string {
  const trimmed = (text ?? '').trim();
  return trimmed || fallback;
}

export function deprecationCell(reason: string | null | undefined): string {
  if (reason === undefined || reason === null) return '';
  return `**Deprecated:** ${cell(reason) || 'no longer supported.'}`;
}

export function deprecationNotice(reason: string | null | undefined): string[] {
  if (reason === undefined || reason === null) return [];
  return [`> **Deprecated:** ${cell(reason) || 'no longer supported.'}`, ''];
}

export function table(header: [string, string], rows: [string, string][]): string[] {
  return [`| ${header[0]} | ${header[1]} |`, '| --- | --- |', ...rows.map(([a, b]) => `| ${a} | ${b} |`), ''];
}

export function joinCell(...parts: string[]): string {
  return parts.filter(Boolean).join(' ');
}
