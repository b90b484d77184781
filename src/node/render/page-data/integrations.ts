/**
 * content/data/integrations.yaml: the integrations listing (/integrations). Cards whose doc page
 * is generated (`generated: true`) are linked only once that page exists in the docs index.
 */
import { z } from 'zod';
import { href, text } from './common.ts';
import { CONNECTION_TYPES, FEATURES, PLATFORM_TYPES } from '../../generators/sources/format.ts';

export const GENERATED_PREFIX = '/docs/generated/ingestion/sources/';

const entry = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'an id of lowercase letters, digits and dashes'),
    title: text,
    description: text,
    platformType: z.enum(PLATFORM_TYPES),
    connectionType: z.enum(CONNECTION_TYPES),
    features: z.array(z.enum(FEATURES)).default([]),
    path: href,
    /** The doc page is produced by the source-docs generator; link it only when it exists. */
    generated: z.boolean().default(false),
    /** A simple-icons slug (simpleicons.org); without one the card draws a monogram. */
    logo: z
      .string()
      .regex(/^[a-z0-9]+$/)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.generated && !value.path.startsWith(GENERATED_PREFIX)) {
      ctx.addIssue({
        code: 'custom',
        path: ['path'],
        input: value.path,
        message: `a path starting with ${GENERATED_PREFIX} (the entry has \`generated: true\`)`,
      });
    }
  });

export const integrationsSchema = z
  .strictObject({
    title: text,
    subtitle: text,
    filter: z.strictObject({ label: text, placeholder: text }),
    integrations: z.array(entry).min(1),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.integrations.forEach((item, index) => {
      if (seen.has(item.id))
        ctx.addIssue({
          code: 'custom',
          path: ['integrations', index, 'id'],
          input: item.id,
          message: 'an id used by no other entry',
        });
      seen.add(item.id);
    });
  });

export type IntegrationsInput = z.output<typeof integrationsSchema>;

export interface IntegrationCard {
  id: string;
  title: string;
  description: string;
  platformType: string;
  connectionType: string;
  features: string[];
  /** With base URL; absent while the card's generated doc page does not exist. */
  href?: string;
  /** A brand mark from simple-icons (an image file of the site); absent: a monogram. */
  logo?: { src: string };
}

export interface IntegrationsData {
  title: string;
  subtitle: string;
  filter: { label: string; placeholder: string };
  cards: IntegrationCard[];
  /** Filter options per category, in the order first seen, for the filter added later. */
  facets: { platformType: string[]; connectionType: string[]; features: string[] };
}

export const emptyIntegrations: IntegrationsData = {
  title: '',
  subtitle: '',
  filter: { label: '', placeholder: '' },
  cards: [],
  facets: { platformType: [], connectionType: [], features: [] },
};

/** Distinct values in order of first appearance. */
export function facetsOf(cards: IntegrationCard[]): IntegrationsData['facets'] {
  const distinct = (values: string[]) => [...new Set(values)];
  return {
    platformType: distinct(cards.map((c) => c.platformType)),
    connectionType: distinct(cards.map((c) => c.connectionType)),
    features: distinct(cards.flatMap((c) => c.features)),
  };
}
