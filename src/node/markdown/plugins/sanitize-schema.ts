/**
 * The sanitize schema: the elements and attributes the pipeline emits, and the HTML a page may
 * be written with (GitHub's list, plus figures, videos and the like). It is the wall between a
 * page and its readers: nothing in a page can carry script, event handlers or unsafe URLs.
 * What it drops from a page's HTML is named first by rehype-dropped-content.ts.
 */
import { defaultSchema, type Options } from 'rehype-sanitize';

const classes = ['className'];

/** The default schema pins some class names per element; we emit our own, so drop those pins. */
const defaultAttributes = Object.fromEntries(
  Object.entries(defaultSchema.attributes ?? {}).map(([tag, list]) => [
    tag,
    list.filter((entry) => !(Array.isArray(entry) && entry[0] === 'className')),
  ]),
);

export const sanitizeSchema: Options = {
  ...defaultSchema,
  // Ids come from our own heading slugs; keep them as written so that links match.
  clobber: [],
  clobberPrefix: '',
  tagNames: [
    ...(defaultSchema.tagNames ?? []),
    'aside',
    'button',
    'figure',
    'figcaption',
    'details',
    'summary',
    'video',
    'u',
    'abbr',
    'mark',
    'small',
    'cite',
    'dfn',
    'time',
    'caption',
    'colgroup',
    'col',
    'center',
  ],
  attributes: {
    ...defaultAttributes,
    '*': [
      ...(defaultAttributes['*'] ?? []),
      ...classes,
      'id',
      'role',
      'tabIndex',
      'hidden',
      'dataLanguage',
      'dataLabel',
      'dataGroupId',
      'ariaLabel',
      'ariaHidden',
      'ariaSelected',
      'ariaDescribedBy',
      'dataFootnoteRef',
      'dataFootnotes',
      'dataFootnoteBackref',
      'dataPagefindIgnore',
      'dataRecipeChecker',
      'dataValidator',
      'dataRecipeCheckerOpen',
      'dataLine',
    ],
    a: [...(defaultAttributes.a ?? [])],
    img: [...(defaultAttributes.img ?? []), 'loading', 'decoding', 'width', 'height', 'srcSet', 'sizes', 'style'],
    video: [
      'src',
      'controls',
      'poster',
      'width',
      'height',
      'muted',
      'loop',
      'autoPlay',
      'playsInline',
      'preload',
      'style',
    ],
    source: [...(defaultAttributes.source ?? []), 'src', 'type'],
    td: ['style'],
    th: ['style'],
    div: [...(defaultAttributes.div ?? []), 'dataEmbedSrc', 'dataEmbedTitle'],
    button: ['type', 'dataEmbedPlay'],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto', 'tel'],
    src: ['http', 'https'],
  },
};
