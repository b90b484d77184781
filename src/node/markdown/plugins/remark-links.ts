/**
 * Resolves every link and image target: relative `.md` links become routes, and each
 * outgoing link is recorded with its position so that link checking can run over all pages
 * later as a pure function.
 */
import { posix } from 'node:path';
import { walk } from '../walk.ts';
import type { Root, Link, Image, Definition } from 'mdast';
import type { VFile } from 'vfile';
import type { OutgoingLink } from '../../content/types.ts';
import { report } from './report.ts';
import { classifyHref } from '../../content/urls.ts';
import { withBase } from '../../../shared/urls.ts';

/** The href a file link has in a page's HTML until links are resolved: followed by the link's index. */
export const LINK_MARK = '/__docsgen-link__/';

/**
 * A link resolved once every page is known: to a file or folder, relative (`../deploy/kubernetes.md`,
 * `./img/chart.pdf`, `../src`; `path` is from the site folder), or a site path (`/docs/x`,
 * `/docs/x.md`; `path` as written), which may also name a file from the docs' root.
 */
function fileTarget(
  href: string,
  source: string,
): { path: string; markdown: boolean; fromDocsRoot: boolean } | undefined {
  const pathPart = href.split(/[?#]/)[0];
  if (pathPart === '') return undefined;
  const markdown = /\.mdx?$/i.test(pathPart);
  let decoded = pathPart;
  try {
    decoded = decodeURI(pathPart);
  } catch {
    // A lone `%` is part of the name.
  }
  const fromDocsRoot = pathPart.startsWith('/') || (markdown && !/^\.\.?\//.test(pathPart));
  return {
    path: pathPart.startsWith('/') ? decoded : posix.join(posix.dirname(source), decoded),
    markdown,
    fromDocsRoot,
  };
}

export default function remarkLinks() {
  return (tree: Root, file: VFile) => {
    const context = file.data.context!;
    const links: OutgoingLink[] = (file.data.links = []);
    walk(tree, (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const link = node as Link | Definition;
      const target = classifyHref(link.url, context.source, context.route);
      const position = { line: node.position?.start.line, column: node.position?.start.column };
      if (target.kind === 'unsafe') {
        report(
          file,
          node,
          'link-scheme',
          `link \`${link.url}\` uses a scheme that is not allowed`,
          'Links may use http, https, mailto or tel, or be relative paths.',
        );
        link.url = '#';
        return;
      }
      const fileLink = target.kind === 'internal' ? fileTarget(link.url, context.source) : undefined;
      if (fileLink) {
        // Resolved once every page is known: the HTML holds a mark with the link's index until then.
        links.push({
          href: link.url,
          kind: 'internal',
          hash: target.hash,
          query: target.query,
          markdown: fileLink.markdown || undefined,
          file: fileLink.path,
          fromDocsRoot: fileLink.fromDocsRoot || undefined,
          ...position,
        });
        link.url = `${LINK_MARK}${links.length - 1}`;
        return;
      }
      links.push({ href: link.url, ...target, kind: target.kind as OutgoingLink['kind'], ...position });
      // Schemes are case-insensitive, but the sanitizer only keeps lower-case ones (`HTTPS://…` lost its href).
      if (target.kind === 'external')
        link.url = link.url.replace(/^[a-z][a-z\d+.-]*:/i, (scheme) => scheme.toLowerCase());
      // `//host/x` is another site, not a path of this one: written out as the https:// link it is.
      if (target.kind === 'external' && link.url.startsWith('//')) link.url = `https:${link.url}`;
      if (target.kind === 'internal')
        link.url =
          withBase(context.baseUrl, target.path!) + (target.hash ? `#${target.hash}` : '') + (target.query ?? '');
    });
  };
}

/** Local images, resolved to files; missing files and missing alt texts are problems. */
export function remarkImages() {
  return async (tree: Root, file: VFile) => {
    const context = file.data.context!;
    const images: Image[] = [];
    const found: string[] = (file.data.images = []);
    walk<Image>(tree, (node) => {
      if (node.type !== 'image') return;
      images.push(node);
      // Tells rehype-html-elements.ts this image is done (the sanitizer drops the attribute).
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, dataMarkdownImage: '' } };
    });
    await Promise.all(
      images.map(async (image) => {
        if (!image.alt?.trim())
          report(
            file,
            image,
            'image-alt',
            `image \`${image.url}\` has no alt text`,
            'Describe what the image shows: ![what it shows](./img/diagram.svg).',
            'warning',
          );
        if (/^(https?:)?\/\//.test(image.url)) return;
        const resolved = await context.resolveImage(context.source, image.url);
        if (!resolved) {
          const meant = await context.suggestImage?.(context.source, image.url);
          report(
            file,
            image,
            'image-missing',
            `image \`${image.url}\` not found`,
            meant
              ? `Did you mean \`${meant}\`? (File names are case-sensitive on most hosts.)`
              : `Put the file next to the page (relative to ${posix.dirname(context.source)}) or in content/static/.`,
          );
          return;
        }
        if (resolved.unreadable) {
          report(
            file,
            image,
            'image-unreadable',
            `image \`${image.url}\` ${resolved.unreadable.reason}`,
            resolved.unreadable.hint,
          );
          return;
        }
        found.push(image.url);
        image.url = resolved.src;
        image.data = {
          ...image.data,
          hProperties: {
            ...image.data?.hProperties,
            loading: 'lazy',
            decoding: 'async',
            width: resolved.width,
            height: resolved.height,
            srcSet: resolved.srcset,
            sizes: resolved.srcset ? '(min-width: 997px) 760px, 100vw' : undefined,
          },
        };
      }),
    );
  };
}
