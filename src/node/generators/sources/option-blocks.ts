/**
 * The Options tab: every option as an `:::option` block (its own anchor, type, required
 * marker and default), nested options inside a collapsible `:::details` block.
 */
import type { BlockContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { blocks, code, container, emphasis, joined, paragraph, text } from '../mdast.ts';
import { optionAnchor } from '../../../shared/recipe-errors.ts';
import type { ConfigOption } from './options.ts';

export function optionBlocks(plugin: string, options: ConfigOption[]): ContainerDirective[] {
  return options.map((option) => optionBlock(plugin, option));
}

function optionBlock(plugin: string, option: ConfigOption): ContainerDirective {
  // A description is Markdown, but not a place for blocks of the page: a `:::` line stays text.
  const body = blocks(option.description, [emphasis(text('No description.'))]) as BlockContent[];
  if (option.enum)
    body.push(
      paragraph(
        text('Allowed values: '),
        ...joined(
          option.enum.map((v) => [code(JSON.stringify(v))]),
          ', ',
        ),
      ),
    );
  if (option.default !== undefined) body.push(paragraph(text('Default: '), code(shortJson(option.default))));
  const count = option.children.length;
  if (count > 0)
    body.push(
      container('details', {}, optionBlocks(plugin, option.children), [
        text(`${count} option${count === 1 ? '' : 's'} inside `),
        code(option.name),
      ]),
    );
  return container('option', attributes(plugin, option), body);
}

/** In the order the blocks were always written in, which the Markdown twin keeps. */
function attributes(plugin: string, option: ConfigOption): Record<string, string> {
  const result: Record<string, string> = {
    id: optionAnchor(plugin, option.path),
    path: option.path,
    type: option.type,
  };
  if (option.required === true) result.required = 'always';
  if (option.required === 'parent') result.required = 'parent';
  if (option.deprecated) result.deprecated = 'true';
  return result;
}

function shortJson(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}...` : json;
}
