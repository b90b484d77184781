/**
 * The one-page edit on a migrated tree (bench/migration/datahub-2023.ts lays one out): how long a
 * writer waits after saving a page, both ways docsgen rebuilds.
 *
 *   node --import tsx bench/migration/edit.ts --site /tmp/dh/docs-website --page ../docs/lineage/airflow.md --route /docs/lineage/airflow
 *
 * - `build`: a warm build (one first, not counted), then the page edited and built again, `--rounds` times.
 * - `serve`: the dev server started once, the page edited `--rounds` times; edit saved → reload event.
 * The page is put back as it was at the end.
 */
import { spawnSync } from 'node:child_process';
import { appendFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureEditLatency } from '../serve-latency.ts';
import { MAIN_ROOT } from '../site-files.ts';
import { EVENTS_PATH } from '../../src/node/serve/livereload.ts';

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    page: { type: 'string' },
    route: { type: 'string' },
    rounds: { type: 'string', default: '5' },
  },
});
if (!values.site || !values.page || !values.route)
  throw new Error('usage: --site <site root> --page <file below it> --route <its route> [--rounds 5]');
const site = values.site;
const page = { file: values.page, route: values.route };
const rounds = Number(values.rounds);

const build = () => {
  const start = performance.now();
  const run = spawnSync(process.execPath, ['bin/docsgen.js', 'build', '--root', site], {
    cwd: MAIN_ROOT,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`build failed:\n${run.stderr}`);
  return performance.now() - start;
};

const original = await readFile(join(site, page.file), 'utf8');
const builds: number[] = [];
try {
  build();
  for (let round = 1; round <= rounds; round++) {
    await appendFile(join(site, page.file), `\nEdited for the bench, round ${round}.\n`);
    builds.push(build());
  }
} finally {
  await writeFile(join(site, page.file), original);
}
const serve = await measureEditLatency({
  engineRoot: MAIN_ROOT,
  siteRoot: site,
  pages: Array.from({ length: rounds }, () => page),
  eventsPath: EVENTS_PATH,
  timeoutMs: 300_000,
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (values: number[]) =>
  `median ${(median(values) / 1000).toFixed(2)} s (${values.map((v) => (v / 1000).toFixed(2)).join(', ')})`;
console.log(`build after a one-page edit, whole command: ${seconds(builds)}`);
console.log(
  `serve, edit saved → reload event: ${seconds(serve.toEvent)}; rebuild reported by the server: ${seconds(serve.rebuild)}`,
);
console.log(
  `serve, edit saved → page served with the edit: ${seconds(serve.toPage)}; start-up ${(serve.startupMs / 1000).toFixed(1)} s`,
);
