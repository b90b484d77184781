/**
 * The Options tab: every option as an `:::option` block (its own anchor, type, required
 * marker and default), nested options inside a collapsible `:::details` block. Container
 * fences get longer on the way out, as directives nest.
 */
import { optionAnchor } from './recipe-errors.ts';
import type { ConfigOption } from './options.ts';

interface Block {
  text: string;
  /** Container levels inside this block: its fence needs that many more colons. */
  height: number;
}

export function optionsMarkdown(plugin: string, options: ConfigOption[]): { text: string; height: number } {
  const blocks = options.map((option) => optionBlock(plugin, option));
  return { text: blocks.map((b) => b.text).join('\n\n'), height: Math.max(0, ...blocks.map((b) => b.height + 1)) };
}

function optionBlock(plugin: string, option: ConfigOption): Block {
  const parts = [escapeText(option.description) || '_No description._'];
  if (option.enum) parts.push(`Allowed values: ${option.enum.map((v) => inlineCode(JSON.stringify(v))).join(', ')}`);
  if (option.default !== undefined) parts.push(`Default: ${inlineCode(shortJson(option.default))}`);
  let height = 0;
  if (option.children.length > 0) {
    const inner = optionsMarkdown(plugin, option.children);
    const fence = ':'.repeat(3 + inner.height);
    const count = option.children.length;
    parts.push(`${fence}details[${count} option${count === 1 ? '' : 's'} inside ${inlineCode(option.name)}]\n${inner.text}\n${fence}`);
    height = inner.height + 1;
  }
  const fence = ':'.repeat(3 + height);
  const attributes = [
    `id="${optionAnchor(plugin, option.path)}"`,
    `path="${option.path}"`,
    `type="${option.type.replace(/"/g, "'")}"`,
    option.required === true ? 'required="always"' : option.required === 'parent' ? 'required="parent"' : '',
    option.deprecated ? 'deprecated="true"' : '',
  ].filter(Boolean);
  return { text: `${fence}option{${attributes.join(' ')}}\n${parts.join('\n\n')}\n${fence}`, height };
}

/** Descriptions are markdown, but a line that starts like a fence would end the block early. */
function escapeText(text: string): string {
  return text.trim().replace(/^(:{3,})/gm, '\\$1');
}

function shortJson(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** Inline code that survives backticks inside the value. */
export function inlineCode(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const ticks = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}
