/** Build-time highlighting of the few code samples the special pages show (YAML and shell). */
import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import yaml from 'highlight.js/lib/languages/yaml';
import { toHtml } from 'hast-util-to-html';

const lowlight = createLowlight({ bash, yaml });

export const CODE_LANGUAGES = ['yaml', 'shell'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

/** Token-classed HTML (the `hljs-*` classes the stylesheet colours), escaped. */
export function highlight(language: CodeLanguage, code: string): string {
  return toHtml(lowlight.highlight(language === 'shell' ? 'bash' : 'yaml', code));
}
