/** The PDL-style type text of a field (`array[map[string, Foo]]`), parsed and rendered. */
import { PRIMITIVES, type Model } from './model.ts';

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

/** Markdown for a type, named types linked through `link` (which may return undefined: plain). */
export function typeMarkdown(node: TypeNode, link: (name: string) => string | undefined): string {
  switch (node.kind) {
    case 'primitive':
      return node.name;
    case 'named': {
      const href = link(node.name);
      return href ? `[${node.name}](${href})` : node.name;
    }
    case 'array':
      return `array\\[${typeMarkdown(node.items, link)}\\]`;
    case 'map':
      return `map\\[string, ${typeMarkdown(node.values, link)}\\]`;
    case 'union':
      return `union\\[${node.members.map((m) => typeMarkdown(m, link)).join(', ')}\\]`;
  }
}

const PYTHON_PRIMITIVES: Record<string, string> = { string: 'str', int: 'int', long: 'int', float: 'float', double: 'float', boolean: 'bool', bytes: 'bytes', null: 'None' };

/** Markdown (brackets escaped) for the Python type of the generated class's attribute, as `datahub.metadata.schema_classes` spells it. */
export function pythonType(node: TypeNode, model: Model, link: (className: string) => string | undefined = () => undefined): string {
  switch (node.kind) {
    case 'primitive':
      return PYTHON_PRIMITIVES[node.name] ?? node.name;
    case 'array':
      return `List\\[${pythonType(node.items, model, link)}\\]`;
    case 'map':
      return `Dict\\[str, ${pythonType(node.values, model, link)}\\]`;
    case 'union':
      return `Union\\[${node.members.map((m) => pythonType(m, model, link)).join(', ')}\\]`;
    case 'named': {
      const type = model.types.get(node.name);
      if (type?.kind === 'typeref') return pythonType(parseType(type.type), model, link);
      if (type?.kind === 'fixed') return 'bytes';
      const className = `${node.name}Class`;
      const href = link(className);
      const shown = href ? `[${className}](${href})` : className;
      return type?.kind === 'enum' ? `Union\\[str, ${shown}\\]` : shown;
    }
  }
}
