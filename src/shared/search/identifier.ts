/**
 * An identifier's words (`platform_instance_map` → `platform instance map`): the build indexes
 * them beside inline code, and the search client takes them out of excerpts again.
 */
const IDENTIFIER = /^[A-Za-z][\w.\-/:]*$/;

export function splitIdentifier(text: string): string | undefined {
  if (text.length > 80 || !IDENTIFIER.test(text)) return undefined;
  const words = text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[_.\-/:\s]+/)
    .filter(Boolean);
  return words.length > 1 ? words.join(' ') : undefined;
}

/**
 * Pagefind shows an indexed attribute's text in excerpts, before the element's own text and
 * followed by a full stop ("platform instance map. platform_instance_map"): those words are taken
 * out, so the excerpt reads as the page does. An excerpt may start inside them.
 */
export function withoutSplitWords(excerpt: string): string {
  const tokens = excerpt.split(/(\s+)/);
  const plain = (token: string) => token.replace(/<\/?mark>/g, '');
  for (let i = 0; i < tokens.length; i += 2) {
    const split = splitIdentifier(plain(tokens[i]).replace(/^[^A-Za-z]+|[^\w]+$/g, ''));
    if (!split || i < 2 || !plain(tokens[i - 2]).endsWith('.')) continue;
    const words = split.toLowerCase().split(' ');
    let first = i;
    for (let w = words.length - 1, j = i - 2; w >= 0 && j >= 0; w--, j -= 2) {
      const word = plain(tokens[j]).toLowerCase().replace(/^\(/, '').replace(/\.$/, '');
      if (word !== words[w]) break;
      first = j;
    }
    // All the words, or the excerpt's start inside them.
    const whole = i - first === words.length * 2;
    if (first === i || (!whole && first !== 0)) continue;
    const opening = plain(tokens[first]).startsWith('(') ? '(' : '';
    // An even number of tokens (words and the spaces after them): the identifier takes their place.
    tokens.splice(first, i - first);
    tokens[first] = opening + tokens[first];
    // "( platform instance map. platform_instance_map)": the bracket goes back to the code.
    if (first >= 2 && plain(tokens[first - 2]).endsWith('(')) tokens[first - 1] = '';
    i = first;
  }
  return tokens.join('');
}
