/**
 * Lays out DataHub's 2023 docs tree as docsgen builds it, for the migration check of
 * docs/migrating-from-docusaurus.md: the repository at commit 7fcb6aac (snapshot eboneil/datahub),
 * with a docsgen site in its `docs-website/` folder beside Docusaurus' files. The site reads the
 * Markdown `docs-website/generateDocsDir.ts` publishes where it is (`docs.path: '..'` with that
 * script's exclusions), `docs-website/sidebars.js` as it is, and the static folder; this
 * repository's generators supply the reference pages Docusaurus got from scripts.
 *
 *   node --import tsx bench/migration/datahub-2023.ts --git <git dir of eboneil/datahub> --out /tmp/dh
 *   node bin/docsgen.js build --root /tmp/dh/docs-website
 *
 * The upstream files are read from git into `--out` only; they never enter this repository. The
 * snapshot lacks files of 4 MiB and more (four GIFs): each is stood in for by a one-pixel GIF, so
 * that what the build reports is about the docs, not the snapshot.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const COMMIT = '7fcb6aacbe78e6043ea11886637e77c663c71c11';
const ONE_PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** What generateDocsDir.ts leaves out of the published docs, as glob patterns from the repository's root. */
export const GENERATE_DOCS_DIR_EXCLUDES = [
  '.github/**',
  'docs-website/**',
  'contrib/**',
  'datahub-kubernetes/**',
  'metadata-models/docs/**',
  'metadata-ingestion/archived/**',
  'metadata-ingestion/docs/sources/**',
  'metadata-ingestion/tests/**',
  'metadata-ingestion-examples/**',
  'docker/!(datahub-upgrade|airflow)/**/*',
  'docker/airflow/!(local_airflow.md)',
  'docs/docker/README.md',
  'docs/README.md',
  'SECURITY.md',
];

const SITE_CONFIG = `// docsgen builds DataHub's 2023 docs from where they are (written by bench/migration/datahub-2023.ts).
export default {
  title: 'DataHub',
  url: 'https://datahubproject.io',
  repository: { url: 'https://github.com/datahub-project/datahub', branch: 'master', docsPath: '' },
  docs: { path: '..', sidebarPath: 'sidebars.js', exclude: ${JSON.stringify(GENERATE_DOCS_DIR_EXCLUDES)} },
  staticDirectories: ['static'],
  reference: { graphqlSchema: GRAPHQL, generatedFolder: 'docs/generated' },
};
`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { git: { type: 'string' }, out: { type: 'string' } } });
  if (!values.git || !values.out) throw new Error('usage: --git <git dir of eboneil/datahub> --out <folder>');
  const out = resolve(values.out);
  const missing = await extract(values.git, COMMIT, join(out));
  const site = join(out, 'docs-website');
  const data = join(site, 'content/data');
  await mkdir(data, { recursive: true });
  const here = resolve(dirname(new URL(import.meta.url).pathname), '../..');
  for (const dir of ['graphql', 'metamodel', 'sources'])
    await cp(join(here, 'content/data', dir), join(data, dir), { recursive: true });
  const { default: config } = (await import(join(here, 'site.config.ts'))) as {
    default: { reference: { graphqlSchema: string[] } };
  };
  await writeFile(
    join(site, 'site.config.ts'),
    SITE_CONFIG.replace('GRAPHQL', JSON.stringify(config.reference.graphqlSchema)),
  );
  console.log(
    `laid out ${COMMIT.slice(0, 8)} in ${out}; stood in for ${missing.length} files the snapshot lacks: ${missing.join(', ')}`,
  );
  console.log(`build it with: node bin/docsgen.js build --root ${site}`);
}

/** Writes every file of the commit below `out`; returns the files the snapshot lacks (a one-pixel GIF stands in for each image). */
async function extract(gitDir: string, commit: string, out: string): Promise<string[]> {
  const listing = (await run('git', ['-C', gitDir, 'ls-tree', '-r', '-z', commit])).toString();
  const blobs = listing
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, path] = line.split('\t');
      const [mode, type, sha] = meta.split(' ');
      return { mode, type, sha, path };
    })
    .filter((entry) => entry.type === 'blob' && entry.mode !== '120000');
  const contents = await run('git', ['-C', gitDir, 'cat-file', '--batch'], blobs.map((b) => b.sha).join('\n') + '\n');
  const missing: string[] = [];
  let at = 0;
  for (const blob of blobs) {
    const end = contents.indexOf(10, at);
    const header = contents.subarray(at, end).toString();
    at = end + 1;
    const file = join(out, blob.path);
    await mkdir(dirname(file), { recursive: true });
    if (header.endsWith(' missing')) {
      missing.push(blob.path);
      if (blob.path.endsWith('.gif')) await writeFile(file, ONE_PIXEL_GIF);
      continue;
    }
    const size = Number(header.split(' ')[2]);
    await writeFile(file, contents.subarray(at, at + size));
    at += size + 1;
  }
  return missing;
}

function run(command: string, args: string[], input?: string): Promise<Buffer> {
  return new Promise((done, fail) => {
    const child = spawn(command, args);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0 ? done(Buffer.concat(chunks)) : fail(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
    if (input !== undefined) child.stdin.end(input);
  });
}

await main();
