/**
 * JSX as MDX docs write it inside raw HTML, turned into the HTML it stands for, without running
 * any JavaScript: `<Partial />` closed (HTML has no self-closing custom elements), `className` as
 * `class`, string and number expressions as values, `style={{ width: '70%' }}` as CSS, and
 * `require('./x.png')` / `useBaseUrl('/x')` as the path they name. Anything else in braces is an
 * expression that needs JavaScript: it is left out and named, so the caller can report it.
 */

export interface JsxToHtml {
  html: string;
  /** Expressions that were left out (`{props.x}`), as written. */
  dropped: string[];
  /** Component names (capitalised tags) as written, for messages. */
  components: string[];
}

const EXPRESSION = String.raw`\{(?:[^{}]|\{[^{}]*\})*\}`;
const ATTRIBUTE_VALUE = new RegExp(String.raw`(\s[\w:.-]+)=(${EXPRESSION})`, 'g');
const SELF_CLOSING = new RegExp(
  String.raw`<([A-Za-z][\w.-]*)((?:[^<>"'{}]|"[^"]*"|'[^']*'|${EXPRESSION})*?)\s*\/>`,
  'g',
);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

export function jsxToHtml(html: string): JsxToHtml {
  const dropped: string[] = [];
  const components = [...html.matchAll(/<\/?([A-Z][\w.]*)/g)].map((m) => m[1]);
  let out = html.replace(/\{\/\*[\s\S]*?\*\/\}/g, '');
  out = out.replace(ATTRIBUTE_VALUE, (_all, name: string, expression: string) => {
    const value = attributeValue(name.trim(), expression.slice(1, -1).trim());
    if (value === undefined) {
      dropped.push(`${name.trim()}=${expression}`);
      return '';
    }
    return value === true ? name : value === false ? '' : `${name}="${value.replace(/"/g, '&quot;')}"`;
  });
  out = out.replace(/(\s)className=/g, '$1class=').replace(/(\s)htmlFor=/g, '$1for=');
  out = out.replace(SELF_CLOSING, (all, tag: string, attributes: string) =>
    VOID.has(tag.toLowerCase()) ? all : `<${tag}${attributes}></${tag}>`,
  );
  return { html: out, dropped, components: [...new Set(components)] };
}

/** The value an attribute expression stands for; `undefined` when it needs JavaScript. */
function attributeValue(name: string, expression: string): string | boolean | undefined {
  const literal = /^(["'`])([^"'`]*)\1$/.exec(expression);
  if (literal) return literal[2];
  if (/^-?\d+(\.\d+)?$/.test(expression)) return expression;
  if (expression === 'true' || expression === 'false') return expression === 'true';
  const path = /^(?:require|useBaseUrl)\(\s*(["'])([^"']+)\1\s*\)(?:\.default)?$/.exec(expression);
  if (path) return path[2].replace(/^@site\/static\//, '/');
  if (name === 'style') return styleText(expression);
  return undefined;
}

/** `{ width: '70%', maxWidth: 400 }` → `width: 70%; max-width: 400px`. */
function styleText(expression: string): string | undefined {
  const body = /^\{([\s\S]*)\}$/.exec(expression)?.[1];
  if (body === undefined) return undefined;
  const declarations: string[] = [];
  for (const part of body
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^["']?([\w-]+)["']?\s*:\s*(?:(["'])([^"']*)\2|(-?\d+(?:\.\d+)?))$/.exec(part);
    if (!match) return undefined;
    const property = match[1].replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    const value =
      match[3] ??
      (match[4] === '0' || /opacity|weight|z-index|flex|line-height/.test(property) ? match[4] : `${match[4]}px`);
    declarations.push(`${property}: ${value}`);
  }
  return declarations.join('; ');
}
