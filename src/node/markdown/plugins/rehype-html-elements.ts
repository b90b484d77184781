/**
 * HTML elements written in a page, made ready for the sanitizer: local `<img>` and `<video>`
 * sources resolved like Markdown images (responsive sizes, missing files reported), `style`
 * reduced to the sizes it may set, `<a name>` kept as an anchor, and `<iframe>`s of the video
 * hosts readers know turned into a link that loads the player on click (no third-party request
 * before the reader asks). Other iframes are left to the dropped-content check.
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { embedOf } from '../embeds.ts';
import { report } from './report.ts';

const SIZE = /^\s*(max-|min-)?(width|height)\s*:\s*(\d+(\.\d+)?(px|%|em|rem|vw)?|auto)\s*$/i;

export default function rehypeHtmlElements() {
  return async (tree: Root, file: VFile) => {
    if (!file.data.rawHtml) return;
    const pending: Promise<void>[] = [];
    visit(tree, 'element', (node) => {
      if (typeof node.properties.style === 'string')
        node.properties.style = sizesOnly(node.properties.style) || undefined;
      if (node.tagName === 'a' && node.properties.name !== undefined && node.properties.id === undefined)
        node.properties.id = String(node.properties.name);
      if (node.tagName === 'img' && node.properties.dataMarkdownImage !== undefined)
        delete node.properties.dataMarkdownImage;
      else if (node.tagName === 'img') pending.push(image(node, file));
      if ((node.tagName === 'video' || node.tagName === 'source') && typeof node.properties.src === 'string')
        pending.push(localSource(node, file));
      if (node.tagName === 'iframe') embed(node);
    });
    await Promise.all(pending);
  };
}

/** `width: 70%; color: red` → `width: 70%`: a page may size its images, not restyle the site. */
function sizesOnly(style: string): string {
  return style
    .split(';')
    .filter((declaration) => SIZE.test(declaration))
    .map((declaration) => declaration.trim())
    .join('; ');
}

async function image(node: Element, file: VFile): Promise<void> {
  const src = typeof node.properties.src === 'string' ? node.properties.src : '';
  if (!String(node.properties.alt ?? '').trim())
    report(
      file,
      node,
      'image-alt',
      `image \`${src}\` has no alt text`,
      'Describe what the image shows: `<img alt="what it shows" ...>`.',
      'warning',
    );
  node.properties.loading ??= 'lazy';
  node.properties.decoding ??= 'async';
  // A width in percent is a size for the layout: as a style, it leaves the attribute to the image's own size.
  const width = String(node.properties.width ?? '');
  if (/^\d+(\.\d+)?%$/.test(width)) {
    node.properties.style = [node.properties.style, `width: ${width}`].filter(Boolean).join('; ');
    delete node.properties.width;
    delete node.properties.height;
  }
  if (!src || /^(https?:)?\/\//.test(src) || src.startsWith('data:')) return;
  const resolved = await resolveLocal(node, src, file);
  if (!resolved) return;
  node.properties.src = resolved.src;
  if (resolved.srcset) {
    node.properties.srcSet = resolved.srcset;
    node.properties.sizes = '(min-width: 997px) 760px, 100vw';
  }
  if (
    node.properties.width === undefined &&
    node.properties.height === undefined &&
    !node.properties.style &&
    resolved.width
  ) {
    node.properties.width = resolved.width;
    node.properties.height = resolved.height;
  }
}

async function localSource(node: Element, file: VFile): Promise<void> {
  const src = String(node.properties.src);
  if (/^(https?:)?\/\//.test(src)) return;
  const resolved = await resolveLocal(node, src, file);
  if (resolved) node.properties.src = resolved.src;
}

/** A local file the page shows, resolved to its address on the site; missing files are reported. */
async function resolveLocal(node: Element, src: string, file: VFile) {
  const context = file.data.context!;
  const resolved = await context.resolveImage(context.source, src);
  if (!resolved) {
    const meant = await context.suggestImage?.(context.source, src);
    report(
      file,
      node,
      'image-missing',
      `file \`${src}\` not found`,
      meant
        ? `Did you mean \`${meant}\`? (File names are case-sensitive on most hosts.)`
        : 'Put the file next to the page (the path is relative to it) or in a static folder (a path from the site root).',
    );
    return undefined;
  }
  if (resolved.unreadable) {
    report(file, node, 'image-unreadable', `image \`${src}\` ${resolved.unreadable.reason}`, resolved.unreadable.hint);
    return undefined;
  }
  (file.data.images ??= []).push(src);
  return resolved;
}

/** A known video player as a link that becomes the player when clicked (src/client/embeds.ts). */
function embed(node: Element): void {
  const found = typeof node.properties.src === 'string' ? embedOf(node.properties.src) : undefined;
  if (!found) return;
  const title = String(node.properties.title ?? `${found.host} video`);
  node.tagName = 'div';
  node.properties = { className: ['embed'], dataEmbedSrc: found.player, dataEmbedTitle: title };
  node.children = [
    {
      type: 'element',
      tagName: 'a',
      properties: { className: ['embed-link'], href: found.page },
      children: [{ type: 'text', value: `${title} (on ${found.host})` }],
    },
    {
      type: 'element',
      tagName: 'button',
      properties: { type: 'button', className: ['embed-play'], dataEmbedPlay: '' },
      children: [{ type: 'text', value: `Play the ${found.host} video here` }],
    },
  ];
}
