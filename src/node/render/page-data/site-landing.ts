/**
 * A landing page made from the docs alone, for a site without content/data/home.yaml or
 * content/data/docs-landing.yaml: a hero and each sidebar section with its first pages. So a new
 * site needs nothing but site.config.ts and content/docs/ to have a home and a docs landing.
 */
import type { DocSummary } from '../../site/routes.ts';
import type { ButtonItem } from './common.ts';
import { groupBySection } from '../../../shared/group-by-section.ts';

export interface SiteLandingSection {
  title: string;
  /** With base URL. */
  pages: { title: string; href: string; description: string }[];
  /** How many pages of the section are not listed. */
  more: number;
}

export interface SiteLandingData {
  title: string;
  subtitle: string;
  buttons: ButtonItem[];
  /** Whether the page shows a search form (the docs landing does). */
  search: boolean;
  sections: SiteLandingSection[];
}

/** The pages listed per section; the sidebar holds the rest. */
export const PAGES_PER_SECTION = 6;

export function siteLanding(docsIndex: DocSummary[], heading: Omit<SiteLandingData, 'sections'>): SiteLandingData {
  const sections = groupBySection(docsIndex).map(({ section: title, docs }) => ({
    title,
    pages: docs
      .slice(0, PAGES_PER_SECTION)
      .map(({ title: pageTitle, href, description }) => ({ title: pageTitle, href, description })),
    more: Math.max(0, docs.length - PAGES_PER_SECTION),
  }));
  return { ...heading, sections };
}
