/**
 * The neighbourhood of an entity drawn as SVG at build time: the entity in the middle, the
 * entities whose aspects point at it on the left, the entities it points at on the right, each
 * edge labelled with its relationship names. A light card with its own background, so it reads
 * the same on the light and the dark theme.
 */
import type { EntityRelationships, Edge } from './relationships.ts';
import escapeHtml from 'escape-html';

const WIDTH = 880;
const ROW = 46;
const NODE_W = 190;
const NODE_H = 32;
const PAD = 28;

export function neighbourhoodSvg(entity: string, title: string, rels: EntityRelationships): string {
  const left = group(rels.incoming, (e) => e.from);
  const right = group(rels.outgoing, (e) => e.to);
  const rows = Math.max(left.length, right.length, 1);
  const height = PAD * 2 + rows * ROW + 24;
  const centerY = height / 2;
  const cx = WIDTH / 2;
  const yOf = (i: number, count: number) => centerY - ((count - 1) * ROW) / 2 + i * ROW;
  const parts: string[] = [];
  // Labels sit beside the neighbour's end of each edge, one row each, so they never overlap.
  left.forEach(([name, labels], i) => {
    const y = yOf(i, left.length);
    parts.push(
      edge(PAD + NODE_W, y, cx - NODE_W / 2, centerY),
      label(PAD + NODE_W + 8, y - 6, labels, 'start'),
      node(PAD, y, name, false),
    );
  });
  right.forEach(([name, labels], i) => {
    const y = yOf(i, right.length);
    parts.push(
      edge(cx + NODE_W / 2, centerY, WIDTH - PAD - NODE_W, y),
      label(WIDTH - PAD - NODE_W - 8, y - 6, labels, 'end'),
      node(WIDTH - PAD - NODE_W, y, name, false),
    );
  });
  parts.push(node(cx - NODE_W / 2, centerY, title, true));
  if (rels.self.length > 0)
    parts.push(
      text(cx, centerY + NODE_H / 2 + 30, `self: ${[...new Set(rels.self.map((e) => e.name))].join(', ')}`, 'label'),
    );
  if (left.length === 0 && right.length === 0 && rels.self.length === 0)
    parts.push(text(cx, centerY + NODE_H / 2 + 18, 'no relationships', 'label'));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeHtml(`Entities related to ${title}`)}</title>`,
    '<style>.n{fill:#eef4fd;stroke:#7a96bd}.c{fill:#0b63c9;stroke:#0b63c9}.nt{font:600 13px system-ui,sans-serif;fill:#10243e}.ct{font:700 14px system-ui,sans-serif;fill:#fff}.label{font:11px system-ui,sans-serif;fill:#3d4b5c}.e{stroke:#8a9bb0;stroke-width:1.4;fill:none}</style>',
    `<rect width="${WIDTH}" height="${height}" rx="12" fill="#f8fafc" stroke="#d6dee8"/>`,
    `<defs><marker id="a" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#8a9bb0"/></marker></defs>`,
    text(PAD + NODE_W / 2, PAD - 8, 'points at this entity', 'label'),
    text(WIDTH - PAD - NODE_W / 2, PAD - 8, 'this entity points at', 'label'),
    ...parts,
    '</svg>',
  ].join('');
}

/** Neighbours with the names of the relationships to each, in a stable order. */
function group(edges: Edge[], other: (e: Edge) => string): [string, string[]][] {
  const map = new Map<string, Set<string>>();
  for (const e of edges) map.set(other(e), (map.get(other(e)) ?? new Set()).add(e.name));
  return [...map].sort(([a], [b]) => a.localeCompare(b)).map(([name, labels]) => [name, [...labels].sort()]);
}

function node(x: number, centerY: number, label: string, central: boolean): string {
  return `<rect class="${central ? 'c' : 'n'}" x="${x}" y="${centerY - NODE_H / 2}" width="${NODE_W}" height="${NODE_H}" rx="8"/>${text(x + NODE_W / 2, centerY + 4.5, label, central ? 'ct' : 'nt')}`;
}

function edge(x1: number, y1: number, x2: number, y2: number): string {
  const mid = (x1 + x2) / 2;
  return `<path class="e" d="M${x1} ${y1}C${mid} ${y1} ${mid} ${y2} ${x2} ${y2}" marker-end="url(#a)"/>`;
}

/** Edge labels fit the gap between a neighbour and the entity in the middle (127 px: 20 characters of 11 px text). */
const LABEL_CHARS = 20;

function label(x: number, y: number, labels: string[], anchor: 'start' | 'end'): string {
  const value = labels.length > 2 ? `${labels.slice(0, 2).join(', ')} +${labels.length - 2}` : labels.join(', ');
  return text(x, y, value, 'label', anchor, LABEL_CHARS);
}

function text(
  x: number,
  y: number,
  value: string,
  className: string,
  anchor: 'start' | 'middle' | 'end' = 'middle',
  max = 26,
): string {
  const clipped = value.length > max ? `${value.slice(0, max - 1)}…` : value;
  return `<text class="${className}" x="${x}" y="${y}" text-anchor="${anchor}">${escapeHtml(clipped)}</text>`;
}
