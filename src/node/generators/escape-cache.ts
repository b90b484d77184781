/**
 * Writing a generated page's Markdown twin spends most of its time escaping text:
 * mdast-util-to-markdown tries every unsafe pattern of every syntax extension on every text
 * node. Reference pages repeat the same texts many times (field names, types, the docs of the
 * aspects that many entities share), and how a text is escaped depends only on the text, the
 * characters and node types beside it and the constructs it sits in. This `text` handler keeps
 * each answer, for the one set of to-markdown options of `pageFromTree`.
 */
import type { Parents, Text } from 'mdast';
import type { Info, SafeConfig, State } from 'mdast-util-to-markdown';

const MAX_ENTRIES = 100_000;
const escaped = new Map<string, string>();

export function cachedText(node: Text, parent: Parents | undefined, state: State, info: Info): string {
  const siblings = parent ? parent.children : [];
  const index = state.indexStack[state.indexStack.length - 1];
  const beforeNode = siblings[index - 1];
  const afterNode = siblings[index + 1];
  // Everything mdast-util-to-markdown's `safe` reads, besides the options' fixed unsafe patterns.
  const key = [
    state.stack.join(','),
    info.before,
    info.after,
    (info as SafeConfig).encode?.join('') ?? '',
    beforeNode?.type ?? '',
    afterNode?.type ?? '',
    node.value,
  ].join('\u0000');
  let result = escaped.get(key);
  if (result === undefined) {
    if (escaped.size >= MAX_ENTRIES) escaped.clear();
    result = state.safe(node.value, { ...info, beforeNode, afterNode });
    escaped.set(key, result);
  }
  return result;
}
