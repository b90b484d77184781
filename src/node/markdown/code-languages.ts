/**
 * The languages code blocks are highlighted in (highlight.js grammars through lowlight): the common
 * set, the ones docs of data tools use (protobuf, groovy, gradle, scala, dockerfile, nginx,
 * terraform...), the names writers give them, and any other highlight.js language a site names in
 * `codeLanguages`. A block in a language none of these know is shown as plain text.
 */
import { all, common, createLowlight } from 'lowlight';
import type { LanguageFn } from 'highlight.js';
import { ALIASES } from './language-names.ts';

/** Terraform and other HCL: highlight.js has no grammar for it, so this small one names its parts. */
const hcl: LanguageFn = (hljs) => ({
  name: 'HCL',
  aliases: ['terraform', 'tf'],
  keywords: {
    keyword:
      'resource data variable output module provider locals terraform for in if else endif endfor dynamic content',
    literal: 'true false null',
  },
  contains: [
    hljs.HASH_COMMENT_MODE,
    hljs.C_LINE_COMMENT_MODE,
    hljs.C_BLOCK_COMMENT_MODE,
    {
      scope: 'string',
      begin: '"',
      end: '"',
      contains: [hljs.BACKSLASH_ESCAPE, { scope: 'subst', begin: /\$\{/, end: /\}/ }],
    },
    { scope: 'string', begin: /<<-?\s*(\w+)$/, end: /^\s*\w+$/ },
    hljs.NUMBER_MODE,
    { scope: 'attr', begin: /\b[\w-]+(?=\s*=)/ },
  ],
});

const EXTRA = [
  'protobuf',
  'groovy',
  'gradle',
  'scala',
  'dockerfile',
  'nginx',
  'powershell',
  'properties',
  'http',
  'haskell',
  'elixir',
  'erlang',
  'clojure',
  'dart',
  'julia',
  'ocaml',
  'fsharp',
  'apache',
  'awk',
  'cmake',
  'latex',
  'matlab',
  'pgsql',
  'prolog',
  'puppet',
  'reasonml',
  'vim',
] as const;

export function createHighlighter(extraLanguages: string[] = []) {
  const grammars: Record<string, LanguageFn> = { ...common, hcl };
  for (const name of [...EXTRA, ...extraLanguages]) if (all[name]) grammars[name] = all[name];
  const lowlight = createLowlight(grammars);
  lowlight.registerAlias(Object.fromEntries(Object.entries(ALIASES).filter(([name]) => lowlight.registered(name))));
  return lowlight;
}
