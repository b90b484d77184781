/**
 * Build-time highlighting of the few code samples the special pages show (YAML and shell), with
 * highlight.js's core and its two grammars: not lowlight, whose package brings every grammar
 * (1.5 MB) into the code loaded at every start.
 */
import HighlightJS from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import yaml from 'highlight.js/lib/languages/yaml';

const hljs = HighlightJS.newInstance();
hljs.registerLanguage('bash', bash);
hljs.registerLanguage('yaml', yaml);

export const CODE_LANGUAGES = ['yaml', 'shell'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** Token-classed HTML (the `hljs-*` classes the stylesheet colours), escaped. */
export function highlight(language: CodeLanguage, code: string): string {
  return hljs.highlight(code, { language: language === 'shell' ? 'bash' : 'yaml' }).value;
}
