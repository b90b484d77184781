/** content/data/home.yaml: the home page (hero, get started, features, approach, adopters). */
import { z } from 'zod';
import { button, hero, icon, link, text } from './common.ts';
import { CODE_LANGUAGES, highlight } from './highlight.ts';

const code = z
  .strictObject({
    title: text.optional(),
    language: z.enum(CODE_LANGUAGES),
    code: z.string().min(1),
  })
  .transform((block) => ({
    ...block,
    code: block.code.replace(/\n+$/, ''),
    html: highlight(block.language, block.code.replace(/\n+$/, '')),
  }));

export const homeSchema = z.strictObject({
  hero: hero.extend({ buttons: z.array(button).min(1) }),
  getStarted: z
    .strictObject({
      title: text,
      subtitle: text,
      commands: z.array(text).min(1),
      buttons: z.array(button),
    })
    .transform((block) => ({ ...block, html: highlight('shell', block.commands.join('\n')) })),
  learn: z.strictObject({ title: text, links: z.array(link).min(1) }),
  features: z.strictObject({
    title: text,
    items: z.array(
      z.strictObject({
        title: text,
        icon,
        description: text,
        link: link.optional(),
      }),
    ),
  }),
  approach: z.strictObject({
    title: text,
    subtitle: text.optional(),
    rows: z.array(
      z.strictObject({
        title: text,
        text,
        link: link.optional(),
        /** A drawing shown beside the text; rows with code samples show those instead. */
        illustration: z.enum(['discovery', 'context']).optional(),
        code: z.array(code).default([]),
      }),
    ),
  }),
  /** The strip of supported platforms; its logos come from the source catalog. */
  platforms: z.strictObject({ title: text, link: link }).optional(),
  adopters: z.strictObject({
    /** Element id of the section, so other pages can link to it (e.g. /#adopters). */
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an id of lowercase letters, digits and dashes'),
    title: text,
    subtitle: text,
    groups: z.array(z.strictObject({ label: text, companies: z.array(text).min(1) })).min(1),
    link: link.optional(),
  }),
});

export interface PlatformLogo {
  title: string;
  /** With base URL. */
  href: string;
  /** The brand mark's image file; absent: a monogram. */
  logo?: { src: string };
}

export type HomeData = z.output<typeof homeSchema> & { platformLogos?: PlatformLogo[] };
export type HomeCode = HomeData['approach']['rows'][number]['code'][number];

export const emptyHome: HomeData = {
  hero: { title: '', subtitle: '', buttons: [] },
  getStarted: { title: '', subtitle: '', commands: [], buttons: [], html: '' },
  learn: { title: '', links: [] },
  features: { title: '', items: [] },
  approach: { title: '', rows: [] },
  adopters: { id: 'adopters', title: '', subtitle: '', groups: [] },
};
