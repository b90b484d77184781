/** The PDL-style type text of a field (`array[map[string, Foo]]`), parsed and rendered. */
import type { PhrasingContent } from 'mdast';
import { PRIMITIVES, type Model } from './model.ts';
import { joined, link as linkTo, text } from '../mdast.ts';

export type TypeNode =
  | { kind: 'primitive'; name: string }
  | { kind: 'named'; name: string }
  | { kind: 'array'; items: TypeNode }
  | { kind: 'map'; values: TypeNode }
  | { kind: 'union'; members: TypeNode[] };

export function parseType(text: string): TypeNode {
  const tokens = text.match(/[A-Za-z_]\w*|[[\],]/g) ?? [];
  let i = 0;
  const expect = (t: string) => {
    if (tokens[i++] !== t) throw new Error(`type \`${text}\`: expected \`${t}\``);
  };
  const node = (): TypeNode => {
    const word = tokens[i++];
    if (word === undefined) throw new Error(`type \`${text}\` ends too early`);
    if (word === 'array') {
      expect('[');
      const items = node();
      expect(']');
      return { kind: 'array', items };
    }
    if (word === 'map') {
      expect('[');
      node(); // PDL map keys are always strings
      expect(',');
      const values = node();
      expect(']');
      return { kind: 'map', values };
    }
    if (word === 'union') {
      expect('[');
      const members = [node()];
      while (tokens[i] === ',') {
        i++;
        members.push(node());
      }
      expect(']');
      return { kind: 'union', members };
    }
    return PRIMITIVES.has(word) ? { kind: 'primitive', name: word } : { kind: 'named', name: word };
  };
  const result = node();
  if (i !== tokens.length) throw new Error(`type \`${text}\` has extra text`);
  return result;
}

/** Opening text, the inner type, closing `]`: `array[` … `]`. */
function wrapped(open: string, inner: PhrasingContent[]): PhrasingContent[] {
  return [text(open), ...inner, text(']')];
}

/** A type as phrasing, named types linked through `link` (which may return undefined: plain). */
export function typePhrasing(node: TypeNode, link: (name: string) => string | undefined): PhrasingContent[] {
  switch (node.kind) {
    case 'primitive':
      return [text(node.name)];
    case 'named': {
      const href = link(node.name);
      return [href ? linkTo(href, text(node.name)) : text(node.name)];
    }
    case 'array':
      return wrapped('array[', typePhrasing(node.items, link));
    case 'map':
      return wrapped('map[string, ', typePhrasing(node.values, link));
    case 'union':
      return wrapped(
        'union[',
        joined(
          node.members.map((m) => typePhrasing(m, link)),
          ', ',
        ),
      );
  }
}

const PYTHON_PRIMITIVES: Record<string, string> = {
  string: 'str',
  int: 'int',
  long: 'int',
  float: 'float',
  double: 'float',
  boolean: 'bool',
  bytes: 'bytes',
  null: 'None',
};

/** The Python type of the generated class's attribute, as `datahub.metadata.schema_classes` spells it. */
export function pythonType(
  node: TypeNode,
  model: Model,
  link: (className: string) => string | undefined = () => undefined,
): PhrasingContent[] {
  switch (node.kind) {
    case 'primitive':
      return [text(PYTHON_PRIMITIVES[node.name] ?? node.name)];
    case 'array':
      return wrapped('List[', pythonType(node.items, model, link));
    case 'map':
      return wrapped('Dict[str, ', pythonType(node.values, model, link));
    case 'union':
      return wrapped(
        'Union[',
        joined(
          node.members.map((m) => pythonType(m, model, link)),
          ', ',
        ),
      );
    case 'named': {
      const type = model.types.get(node.name);
      if (type?.kind === 'typeref') return pythonType(parseType(type.type), model, link);
      if (type?.kind === 'fixed') return [text('bytes')];
      const className = `${node.name}Class`;
      const href = link(className);
      const shown = href ? linkTo(href, text(className)) : text(className);
      return type?.kind === 'enum' ? wrapped('Union[str, ', [shown]) : [shown];
    }
  }
}
