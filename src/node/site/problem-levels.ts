/**
 * The levels a site sets for problems it is still working through (a site being migrated):
 * `onBrokenLinks`, `onBrokenAnchors` and `onDroppedContent` make those problems warnings (or,
 * for links, hide them), as Docusaurus' settings of the same names do.
 */
import type { SiteConfig } from '../config/schema.ts';
import type { Problem } from '../errors.ts';

type Level = 'error' | 'warn' | 'ignore';
type Levels = Pick<SiteConfig, 'onBrokenLinks' | 'onBrokenAnchors' | 'onDroppedContent' | 'onInvalidExamples'>;

function levelOf(code: string, config: Levels): Level | undefined {
  if (code.startsWith('broken-anchor')) return config.onBrokenAnchors;
  if (code.startsWith('broken-link') || code.startsWith('broken-markdown-link')) return config.onBrokenLinks;
  if (code === 'dropped-content') return config.onDroppedContent;
  if (code.startsWith('example-')) return config.onInvalidExamples;
  return undefined;
}

export function withSiteLevels(problems: Problem[], config: Levels): Problem[] {
  return problems.flatMap((problem) => {
    const level = problem.severity === 'error' ? levelOf(problem.code, config) : undefined;
    if (!level || level === 'error') return [problem];
    return level === 'ignore' ? [] : [{ ...problem, severity: 'warning' as const }];
  });
}
