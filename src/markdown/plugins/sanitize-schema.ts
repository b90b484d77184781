/**
 * The sanitize schema: exactly the elements and attributes the pipeline emits. Raw HTML in
 * content is already dropped by remark-rehype; this is the second wall, so that nothing in a
 * page can carry script, event handlers or unsafe URLs.
 */
import { defaultSchema, type Options } from 'rehype-sanitize';

const classes = ['className'];

/** The default schema pins some class names per element; we emit our own, so drop those pins. */
const defaultAttributes = Object.fromEntries(
  Object.entries(defaultSchema.attributes ?? {}).map(([tag, list]) => [tag, list.filter((entry) => !(Array.isArray(entry) && entry[0] === 'className'))]),
);

export const sanitizeSchema: Options = {
  ...defaultSchema,
  // Ids come from our own heading slugs; keep them as written so that links match.
  clobber: [],
  clobberPrefix: '',
  tagNames: [...(defaultSchema.tagNames ?? []), 'aside', 'button', 'figure', 'figcaption', 'details', 'summary'],
  attributes: {
    ...defaultAttributes,
    '*': [...(defaultAttributes['*'] ?? []), ...classes, 'id', 'role', 'tabIndex', 'hidden', 'dataLanguage', 'dataLabel', 'dataGroupId', 'ariaLabel', 'ariaHidden', 'ariaSelected', 'ariaDescribedBy', 'dataFootnoteRef', 'dataFootnotes', 'dataFootnoteBackref', 'dataPagefindIgnore', 'dataRecipeChecker', 'dataValidator', 'dataRecipeCheckerOpen'],
    a: [...(defaultAttributes.a ?? [])],
    img: [...(defaultAttributes.img ?? []), 'loading', 'decoding', 'width', 'height', 'srcSet', 'sizes'],
    button: ['type'],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['http', 'https'],
  },
};
