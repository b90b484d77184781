/**
 * Frozen versions cost: the 300-page corpus built with 0, 1 and 5 frozen versions (each cut
 * with `docsgen version`), cold (no cache) and warm (the median of three more builds, nothing changed).
 *
 *   node --import tsx bench/versions.ts
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeCorpus } from './corpus.ts';
import { runNode } from './child.ts';
import { MAIN_ROOT } from './site-files.ts';

const ROOT = join(MAIN_ROOT, 'bench/.corpus/versions');

export async function benchVersions(counts = [0, 1, 5]): Promise<string> {
  const rows: string[] = [
    '| frozen versions | pages | cold build | warm build | warm vs 0 versions |',
    '|---|---|---|---|---|',
  ];
  let base: number | undefined;
  for (const count of counts) {
    const dir = join(ROOT, String(count));
    await writeCorpus(dir, 300);
    for (let v = 1; v <= count; v++) {
      const cut = await runNode('bin/docsgen.js', ['version', `1.${v}`, '--root', dir], {
        cwd: MAIN_ROOT,
        timeoutMs: 120_000,
      });
      if (cut.code !== 0) throw new Error(`docsgen version failed: ${cut.stderr}`);
    }
    await rm(join(dir, '.docsgen'), { recursive: true, force: true });
    const args = ['build', '--root', dir, '--out', join(dir, 'build')];
    const cold = await runNode('bin/docsgen.js', args, { cwd: MAIN_ROOT, timeoutMs: 600_000 });
    // Warm builds are short, so machine noise weighs: the median of three.
    const runs = [];
    for (let i = 0; i < 3; i++)
      runs.push(await runNode('bin/docsgen.js', args, { cwd: MAIN_ROOT, timeoutMs: 600_000 }));
    if (cold.code !== 0 || runs.some((r) => r.code !== 0))
      throw new Error(`build failed: ${cold.stderr || runs.map((r) => r.stderr).join('')}`);
    const warm = runs.sort((a, b) => a.ms - b.ms)[1];
    base ??= warm.ms;
    const added = count === 0 ? '—' : `+${(((warm.ms - base) / base / count) * 100).toFixed(1)} % per version`;
    rows.push(
      `| ${count} | ${300 * (count + 1)} | ${(cold.ms / 1000).toFixed(1)} s | ${(warm.ms / 1000).toFixed(1)} s | ${added} |`,
    );
  }
  await rm(ROOT, { recursive: true, force: true });
  return rows.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchVersions());
