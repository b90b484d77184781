/** content/data/guild.yaml: the community recognition page (/guild/). */
import { z } from 'zod';
import { externalUrl, hero, text } from './common.ts';

export const SOCIAL_KINDS = ['github', 'linkedin', 'twitter', 'mastodon', 'web'] as const;
export type SocialKind = (typeof SOCIAL_KINDS)[number];

const person = z.strictObject({
  name: text,
  /** Role and company, e.g. "Data Engineer, Grab". */
  role: text.optional(),
  social: z.partialRecord(z.enum(SOCIAL_KINDS), externalUrl).default({}),
});

export const guildSchema = z.strictObject({
  hero,
  sections: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'an id of lowercase letters, digits and dashes'),
        title: text,
        badge: z.enum(['code', 'community', 'champion']),
        description: text,
        people: z.array(person),
      }),
    )
    .min(1),
});

export type GuildData = z.output<typeof guildSchema>;
export type GuildSection = GuildData['sections'][number];
export type GuildPerson = GuildSection['people'][number];

export const emptyGuild: GuildData = { hero: { title: '', subtitle: '' }, sections: [] };
