/**
 * The navigation part of the site config's schema: navbar items (Docusaurus' kinds, an item
 * without `type` being a link) and footer links. schema.ts puts them in place.
 */
import { z } from 'zod';

/** A link target: `to` is a site path (joined to baseUrl), `href` an external URL or absolute path. */
const linkTarget = {
  to: z.string().optional(),
  href: z.string().optional(),
};

const navbarCommon = {
  position: z.enum(['left', 'right']).default('right'),
  className: z.string().optional(),
  ariaLabel: z.string().optional(),
};

const defaultItem = z
  .object({
    type: z.literal('default'),
    label: z.string().optional(),
    ...linkTarget,
    /** The item is shown as active on every path below this one (e.g. `docs`). */
    activeBasePath: z.string().optional(),
    ...navbarCommon,
  })
  .strict();

const dropdownItem = z
  .object({
    type: z.literal('dropdown'),
    label: z.string(),
    ...linkTarget,
    items: z.array(z.object({ label: z.string(), ...linkTarget }).strict()),
    ...navbarCommon,
  })
  .strict();

/** An item without `type` is a `default` item, as in the site we replace. */
const withDefaultType = (value: unknown) =>
  value && typeof value === 'object' && !('type' in value) ? { ...value, type: 'default' } : value;

const navbarItemKinds = z.discriminatedUnion('type', [
  defaultItem,
  dropdownItem,
  z.object({ type: z.literal('search'), ...navbarCommon }).strict(),
  z.object({ type: z.literal('html'), value: z.string(), ...navbarCommon }).strict(),
  z.object({ type: z.literal('doc'), docId: z.string(), label: z.string().optional(), ...navbarCommon }).strict(),
  z.object({ type: z.literal('docSidebar'), sidebarId: z.string(), label: z.string(), ...navbarCommon }).strict(),
  z.object({ type: z.literal('docsVersion'), label: z.string().optional(), ...navbarCommon }).strict(),
  z.object({ type: z.literal('docsVersionDropdown'), ...navbarCommon }).strict(),
  z.object({ type: z.literal('localeDropdown'), ...navbarCommon }).strict(),
]);
const navbarItem = z.preprocess(withDefaultType, navbarItemKinds);
/** Every navbar item `type`, for messages about a wrong one. */
export const NAVBAR_ITEM_TYPES: string[] = navbarItemKinds.options.map((option) => option.shape.type.value);

/** A site with no navbar items of its own: the docs, search and the colour switch (always there). */
const DEFAULT_NAVBAR_ITEMS = [
  { type: 'default' as const, to: 'docs/', label: 'Docs', activeBasePath: 'docs', position: 'left' as const },
  { type: 'search' as const, position: 'right' as const },
];

const footerLink = z.object({ label: z.string(), ...linkTarget }).strict();

/** `navbar`: the logo (else the title) and the items. */
export const navbarSchema = z
  .object({
    /** Without a logo the navbar shows the site's title. */
    logo: z.object({ alt: z.string(), src: z.string(), srcDark: z.string().optional() }).strict().optional(),
    items: z.array(navbarItem).default(DEFAULT_NAVBAR_ITEMS),
  })
  .strict()
  .prefault({});

/** `footer`: its style, columns of links and copyright line. */
export const footerSchema = z
  .object({
    /** Default: light, as suits a footer of one line. */
    style: z.enum(['light', 'dark']).default('light'),
    links: z.array(z.object({ title: z.string(), items: z.array(footerLink) }).strict()).default([]),
    /** Default: `Copyright © <year> <title>`. */
    copyright: z.string().optional(),
  })
  .strict()
  .prefault({});
