/**
 * Container directives of generated reference pages (usable in any page):
 *   :::option{id path type required deprecated}  one config option with its own anchor
 *   :::badge{status}                             a support status badge
 *   :::recipe-checker{plugin validator}          the place of the recipe checker widget
 * Called by remark-directives, which owns the list of known blocks.
 */
import type { ContainerDirective } from 'mdast-util-directive';
import type { ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { withBase } from '../../../shared/urls.ts';
import type { CompileContext } from '../types.ts';
import { report } from './report.ts';

export const REFERENCE_BLOCKS = ['option', 'badge', 'recipe-checker'];

export function referenceBlock(node: ContainerDirective, file: VFile): void {
  if (node.name === 'option') return option(node, file);
  if (node.name === 'badge') return badge(node);
  return recipeChecker(node, file);
}

const text = (value: string): ElementContent => ({ type: 'text', value });
const span = (className: string, children: ElementContent[]): ElementContent => ({
  type: 'element',
  tagName: 'span',
  properties: { className: [className] },
  children,
});

function option(node: ContainerDirective, file: VFile): void {
  const { id, type, required, deprecated } = node.attributes ?? {};
  const path = node.attributes?.path ?? '';
  if (!id || !path)
    report(
      file,
      node,
      'directive-option',
      '`:::option` needs `id` and `path` attributes',
      'Write `:::option{id="config-x-name" path="name" type="string"}`.',
    );
  const dot = path.lastIndexOf('.');
  const name: ElementContent[] = [
    ...(dot >= 0 ? [span('cfg-prefix', [text(path.slice(0, dot + 1))])] : []),
    span('cfg-main', [text(path.slice(dot + 1))]),
  ];
  const head: ElementContent[] = [
    { type: 'element', tagName: 'a', properties: { className: ['cfg-name'], href: `#${id ?? ''}` }, children: name },
  ];
  if (type) head.push(text(' '), span('cfg-type', [text(type)]));
  if (required === 'always') head.push(text(' '), span('cfg-required', [text('Required')]));
  if (required === 'parent')
    head.push(text(' '), span('cfg-required cfg-required-parent', [text(`Required if ${path.slice(0, dot)} is set`)]));
  if (deprecated) head.push(text(' '), span('cfg-deprecated', [text('Deprecated')]));
  node.children.unshift({
    type: 'paragraph',
    children: [],
    data: { hName: 'p', hProperties: { className: ['cfg-head'] }, hChildren: head },
  });
  node.data = { ...node.data, hName: 'div', hProperties: { className: ['cfg-option'], id: id ?? undefined } as never };
}

function badge(node: ContainerDirective): void {
  const status = (node.attributes?.status ?? 'unknown').replace(/[^a-z-]/g, '');
  node.data = {
    ...node.data,
    hName: 'div',
    hProperties: { className: ['support-badge', `support-badge-${status}`] } as never,
  };
}

function recipeChecker(node: ContainerDirective, file: VFile): void {
  const { plugin, validator } = node.attributes ?? {};
  if (!plugin || !validator?.startsWith('/')) {
    report(
      file,
      node,
      'directive-recipe-checker',
      '`:::recipe-checker` needs `plugin` and a site path in `validator`',
      'The source generator writes these blocks; check its output.',
    );
  }
  const context = file.data.context as CompileContext;
  node.children.push({
    type: 'paragraph',
    children: [],
    data: {
      hName: 'button',
      hProperties: {
        type: 'button',
        className: ['button', 'button-secondary', 'recipe-checker-open'],
        dataRecipeCheckerOpen: '',
      },
      hChildren: [text('Open the recipe checker')],
    },
  });
  node.data = {
    ...node.data,
    hName: 'div',
    hProperties: {
      className: ['recipe-checker'],
      dataRecipeChecker: plugin ?? '',
      dataValidator: withBase(context.baseUrl, validator ?? '/'),
    } as never,
  };
}
