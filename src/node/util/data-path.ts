/** Paths into structured data (config, data files), as problems name them: `navbar.items[3].type`. */

export type DataPath = PropertyKey[];

export function formatPath(path: DataPath): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : joinPath(text, String(key))),
    '',
  );
}

export function joinPath(base: string, key: string): string {
  return base ? `${base}.${key}` : key;
}

export function valueAt(value: unknown, path: DataPath): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A value as an error message shows it: short JSON, or what kind of thing it is. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'object' && value !== null) return 'a set of fields';
  const text = JSON.stringify(value);
  return text && text.length > 60 ? `${text.slice(0, 57)}...` : (text ?? String(value));
}
