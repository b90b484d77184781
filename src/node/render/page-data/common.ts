/**
 * Schema pieces shared by the data files of the special pages (content/data/*.yaml): text,
 * links, buttons and the names of the icons the templates draw.
 */
import { z } from 'zod';
import { HREF_EXPECTED, HREF_HINT, isSiteOrWebHref } from '../../content/urls.ts';

/** Icons drawn by templates/pages/icons.tsx; a data file names one of these. */
export const ICON_NAMES = [
  'rocket',
  'ingest',
  'api',
  'bolt',
  'code',
  'compass',
  'cloud',
  'people',
  'hub',
  'shift',
  'open',
  'layers',
  'plug',
  'managed',
  'container',
  'server',
  'database',
  'chart',
  'domain',
  'book',
  'tag',
  'upload',
  'search',
  'lineage',
  'check',
  'approval',
  'key',
  'bell',
  'history',
  'question',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export { HREF_EXPECTED, HREF_HINT };

export const text = z.string().trim().min(1);
export const href = z.string().refine(isSiteOrWebHref, { message: HREF_EXPECTED, params: { hint: HREF_HINT } });
export const externalUrl = z
  .string()
  .refine((value) => /^https?:\/\/\S+$/i.test(value), { message: 'a URL starting with https://' });
export const icon = z.enum(ICON_NAMES);

export const link = z.strictObject({ label: text, href });
export type DataLinkItem = z.output<typeof link>;

export const button = z.strictObject({
  label: text,
  href,
  variant: z.enum(['primary', 'secondary']).default('primary'),
});
export type ButtonItem = z.output<typeof button>;

export const hero = z.strictObject({ title: text, subtitle: text });
