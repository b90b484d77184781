/**
 * The language names a site may give in `codeLanguages` and writers on code blocks: highlight.js's
 * grammars and the aliases docsgen adds. Known from the names of highlight.js's language files, so
 * that the config check does not load the 190 grammars (1.5 MB of code, at every start) that only
 * the compile workers use.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The names writers use, and the grammar that highlights them. */
export const ALIASES: Record<string, string[]> = {
  bash: ['sh', 'zsh', 'curl', 'env', 'dotenv'],
  shell: ['shell-session', 'console', 'shellsession', 'terminal'],
  plaintext: ['text', 'txt', 'plain', 'log', 'none', 'output'],
  ini: ['toml', 'cfg', 'conf'],
  xml: ['html', 'svg', 'xhtml'],
  javascript: ['js', 'jsx', 'mjs', 'cjs', 'node'],
  typescript: ['ts', 'tsx'],
  python: ['py', 'python3'],
  yaml: ['yml'],
  json: ['jsonc', 'json5'],
  protobuf: ['proto'],
  java: ['aidl', 'pdl'],
  dockerfile: ['docker'],
  markdown: ['md', 'mdx'],
  kotlin: ['kt', 'kts'],
  rust: ['rs'],
  go: ['golang'],
  csharp: ['cs', 'c#'],
  ruby: ['rb'],
  powershell: ['ps1', 'pwsh'],
  sql: [
    'mysql',
    'postgresql',
    'postgres',
    'psql',
    'sqlite',
    'hive',
    'presto',
    'trino',
    'snowflake',
    'bigquery',
    'spark-sql',
  ],
  graphql: ['gql'],
};

let grammars: Set<string> | undefined;

/** The names of highlight.js's grammars (one file each in its `lib/languages/`). */
function grammarNames(): Set<string> {
  if (!grammars) {
    const folder = join(dirname(createRequire(import.meta.url).resolve('highlight.js/package.json')), 'lib/languages');
    grammars = new Set(
      readdirSync(folder)
        .filter((file) => file.endsWith('.js') && !file.endsWith('.js.js'))
        .map((file) => file.slice(0, -3)),
    );
  }
  return grammars;
}

/** Whether highlight.js has a grammar of this name, or docsgen an alias or grammar for it (for `codeLanguages` in the config). */
export function knownLanguage(name: string): boolean {
  const lower = name.toLowerCase();
  return (
    grammarNames().has(lower) ||
    Object.values(ALIASES).some((names) => names.includes(lower)) ||
    lower === 'hcl' ||
    lower === 'terraform'
  );
}
