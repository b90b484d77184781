/**
 * A node:test reporter that prints, at the end, the time of each test file's tests (the sum of
 * its top-level tests; hooks such as a `before` that builds a site are not counted by node:test)
 * and the files with failures: where a slow or failed run spent its time.
 */
export default async function* fileTimes(source) {
  const files = new Map();
  const started = Date.now();
  for await (const event of source) {
    if ((event.type !== 'test:pass' && event.type !== 'test:fail') || event.data.nesting !== 0 || !event.data.file)
      continue;
    const entry = files.get(event.data.file) ?? { ms: 0, failed: 0, tests: 0 };
    entry.ms += event.data.details?.duration_ms ?? 0;
    entry.tests += 1;
    if (event.type === 'test:fail') entry.failed += 1;
    files.set(event.data.file, entry);
  }
  const rows = [...files]
    .map(([file, e]) => ({ file: sourceOf(file.replace(`${process.cwd()}/`, '')), ...e }))
    .sort((a, b) => b.ms - a.ms);
  yield `\n# test files by the time of their tests (${rows.length} files; the run took ${((Date.now() - started) / 1000).toFixed(0)} s)\n`;
  for (const row of rows)
    yield `# ${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.failed ? `FAILED (${row.failed} of ${row.tests})  ` : ''}${row.file}\n`;
}

/** The test file a bundle was made from (scripts/bundle-tests.mjs). */
function sourceOf(file) {
  const runner = /node_modules\/\.cache\/docsgen\/tests\.[0-9a-f]+\/order\/\d+-(.+)\.mjs$/.exec(file);
  return runner ? `${runner[1].replaceAll('~', '/')}.ts` : file;
}
