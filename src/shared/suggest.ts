/** "Did you mean …?" suggestions: the candidate with the smallest edit distance. */

/**
 * The first of the nearest candidates, at most `maxDistance` edits away (default: a quarter of
 * the target's characters, at least 2: more is noise, not a typo).
 */
export function closest(
  target: string,
  candidates: Iterable<string>,
  maxDistance = Math.max(2, Math.ceil(target.length / 4)),
): string | undefined {
  return nearest(target, candidates, maxDistance)[0];
}

/** All the nearest candidates (equally near), in their order, at most `maxDistance` edits away. */
export function nearest(target: string, candidates: Iterable<string>, maxDistance: number): string[] {
  let best: string[] = [];
  let bestDistance = maxDistance;
  for (const candidate of candidates) {
    if (Math.abs(candidate.length - target.length) > bestDistance) continue;
    const d = distance(target, candidate, bestDistance);
    if (d < bestDistance) best = [];
    if (d <= bestDistance) {
      bestDistance = d;
      best.push(candidate);
    }
  }
  return best;
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit ("kafak" → "kafka"), as
 * a typist makes it (optimal string alignment); gives up early once it exceeds `limit`.
 */
export function distance(a: string, b: string, limit = Infinity): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j], before[j - 2] + 1);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return rowMin;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}
