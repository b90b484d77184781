/**
 * Identifiers in inline code (`platform_instance_map`, `datahub-rest`, `MetadataChangeProposal`)
 * are indexed for search both whole and split into their words, so a reader finds them by either.
 * The split form goes in an attribute that Pagefind indexes (`data-pagefind-index-attrs`); readers
 * and screen readers see only the code.
 */
import type { Element, Root } from 'hast';
import { walk } from '../walk.ts';
import { splitIdentifier } from '../../../shared/search/identifier.ts';

export default function rehypeSearchTerms() {
  return (tree: Root) => {
    walk<Element>(tree, (node) => {
      if (node.type !== 'element') return;
      if (node.tagName === 'pre') return false; // code blocks are indexed as they are
      if (node.tagName !== 'code') return;
      const text = node.children.map((child) => (child.type === 'text' ? child.value : '')).join('');
      const split = splitIdentifier(text);
      if (split) node.properties = { ...node.properties, dataPagefindIndexAttrs: 'data-terms', dataTerms: split };
      return false;
    });
  };
}
