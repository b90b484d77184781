/** content/data/docs-landing.yaml: the docs landing page (/docs/). */
import { z } from 'zod';
import { hero, href, icon, link, text } from './common.ts';

const guideList = z.strictObject({
  title: text,
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an id of lowercase letters, digits and dashes'),
  items: z.array(z.strictObject({ label: text, href, icon: icon.optional() })).min(1),
  more: link.optional(),
});

export const docsLandingSchema = z.strictObject({
  hero,
  search: z.strictObject({ label: text, placeholder: text, button: text }),
  quickLinks: z.strictObject({
    title: text,
    items: z.array(z.strictObject({ title: text, description: text, icon, href })).min(1),
  }),
  guides: z.array(guideList),
  adoption: z.strictObject({
    /** Element id of the section: the footer links to /docs/#adoption. */
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an id of lowercase letters, digits and dashes'),
    title: text,
    text,
    companies: z.array(text),
    links: z.array(link),
  }),
});

export type DocsLandingData = z.output<typeof docsLandingSchema>;
export type GuideList = DocsLandingData['guides'][number];

export const emptyDocsLanding: DocsLandingData = {
  hero: { title: '', subtitle: '' },
  search: { label: '', placeholder: '', button: '' },
  quickLinks: { title: '', items: [] },
  guides: [],
  adoption: { id: 'adoption', title: '', text: '', companies: [], links: [] },
};
