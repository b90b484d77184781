/**
 * What a page shows of the docs versions: the version menu (each version's copy of this page
 * when it has one, else that version's start page), and on pages of an older version a banner
 * pointing at the same page in the latest docs.
 */
import type { DocEntry } from '../content/types.ts';
import type { VersionInfo } from '../content/versions.ts';
import { withBase } from '../../shared/urls.ts';

export interface VersionMenu {
  label: string;
  items: { label: string; href: string; name: string; active: boolean }[];
}

export interface VersionBanner {
  label: string;
  latestLabel: string;
  /** The same page in the latest docs, or the docs start page. */
  href: string;
}

export interface VersionsContext {
  versions: VersionInfo[];
  currentLabel: string;
  docs: Map<string, DocEntry>;
  baseUrl: string;
}

/** `current` for the latest docs, else the frozen version's name. */
export const CURRENT = 'current';

export function versionMenu(doc: DocEntry | undefined, context: VersionsContext): VersionMenu | undefined {
  if (context.versions.length === 0) return undefined;
  const own = doc ? (doc.versionedId ?? doc.id) : undefined;
  const here = doc?.version ?? CURRENT;
  const current = {
    label: context.currentLabel,
    href: withBase(context.baseUrl, sameDoc(own, undefined, context) ?? '/docs/'),
    name: CURRENT,
    active: here === CURRENT,
  };
  const frozen = context.versions.map((v) => ({
    label: v.label,
    href: withBase(context.baseUrl, sameDoc(own, v.name, context) ?? v.startRoute),
    name: v.name,
    active: here === v.name,
  }));
  const items = [current, ...frozen];
  return { label: items.find((i) => i.active)?.label ?? context.currentLabel, items };
}

export function versionBanner(doc: DocEntry, context: VersionsContext): VersionBanner | undefined {
  if (!doc.version) return undefined;
  const version = context.versions.find((v) => v.name === doc.version);
  return {
    label: version?.label ?? doc.version,
    latestLabel: context.currentLabel,
    href: withBase(context.baseUrl, sameDoc(doc.versionedId ?? '', undefined, context) ?? '/docs/'),
  };
}

/** The route of the page with this in-version id in a version (undefined: the current docs). */
export function sameDoc(
  own: string | undefined,
  version: string | undefined,
  context: VersionsContext,
): string | undefined {
  if (own === undefined) return undefined;
  const id = version ? (own ? `${version}/${own}` : version) : own;
  return context.docs.get(id)?.route;
}
