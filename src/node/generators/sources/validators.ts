/**
 * The recipe checker's validators, compiled at build time: ajv turns each plugin's recipe
 * schema into standalone JavaScript (the page's Content Security Policy forbids compiling
 * code in the browser), and esbuild makes each one a small self-contained module that the
 * checker imports when a reader first uses it. Compiling takes a while, so results are
 * cached on disk by a hash of what they are made from.
 */
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv, type Plugin } from './catalog.ts';
import { optionPaths } from './options.ts';
import { engineRoot } from '../../engine-root.ts';
import { readTextEntry, writeEntry } from '../../cache/verified.ts';

const ajvVersion = (createRequire(import.meta.url)('ajv/package.json') as { version: string }).version;
// 2: entries verified (src/node/cache/verified.ts).
const FORMAT = 2;

export interface ValidatorModule {
  plugin: string;
  /** Site path, content-hashed: `assets/recipe-validators/<plugin>.<hash>.js`. */
  path: string;
  content: string;
}

export async function recipeValidators(plugins: Plugin[], root: string): Promise<ValidatorModule[]> {
  const cacheDir = join(root, '.docsgen/cache/recipe-validators');
  const modules: ValidatorModule[] = [];
  const missing: { plugin: Plugin; key: string }[] = [];
  const keys: string[] = [];
  for (const plugin of plugins) {
    const inputs = JSON.stringify([FORMAT, ajvVersion, esbuildVersion, plugin.name, plugin.recipeSchema, plugin.recipe, [...optionPaths(plugin.options)]]);
    const key = createHash('sha256').update(inputs).digest('hex').slice(0, 16);
    keys.push(key);
    const cached = await readTextEntry({ label: 'recipe validators', dir: cacheDir }, join(cacheDir, `${key}.js`), key);
    if (cached !== undefined) modules.push(named(plugin.name, cached));
    else missing.push({ plugin, key });
  }
  if (missing.length > 0) {
    const bundled = await bundle(missing.map((m) => ({ name: m.plugin.name, source: moduleSource(m.plugin) })));
    for (const m of missing) {
      const content = bundled.get(m.plugin.name)!;
      await writeEntry(join(cacheDir, `${m.key}.js`), m.key, content);
      modules.push(named(m.plugin.name, content));
    }
  }
  await removeOthers(cacheDir, new Set(keys.map((key) => `${key}.js`)));
  return modules.sort((a, b) => a.plugin.localeCompare(b.plugin));
}

/** Validators of plugins since changed or removed: the cache keeps only the current ones. */
async function removeOthers(cacheDir: string, current: Set<string>): Promise<void> {
  const names = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.endsWith('.js') && !current.has(name)).map((name) => rm(join(cacheDir, name), { force: true })));
}

function named(plugin: string, content: string): ValidatorModule {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  return { plugin, path: `assets/recipe-validators/${plugin}.${hash}.js`, content };
}

/** The module: the standalone validator, the starter recipe, and the option paths for links. */
function moduleSource(plugin: Plugin): string {
  const ajv = createAjv();
  const validate = ajv.compile(stripDocs(plugin.recipeSchema) as Record<string, unknown>);
  const code = (standaloneCode as unknown as (a: typeof ajv, v: typeof validate) => string)(ajv, validate);
  return `${code}\nexport const plugin = ${JSON.stringify(plugin.name)};\nexport const starterRecipe = ${JSON.stringify(plugin.recipe)};\nexport const optionPaths = ${JSON.stringify([...optionPaths(plugin.options)])};\n`;
}

/** Descriptions and defaults play no part in validation; leaving them out makes modules smaller. */
function stripDocs(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => stripDocs(v));
  if (!value || typeof value !== 'object') return value;
  // Inside `properties` and `definitions` the keys are option names, not keywords.
  const named = key === 'properties' || key === 'definitions';
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => named || !['description', 'title', 'default', 'deprecated', 'examples'].includes(k))
      .map(([k, v]) => [k, stripDocs(v, named ? '' : k)]),
  );
}

async function bundle(entries: { name: string; source: string }[]): Promise<Map<string, string>> {
  const sources = new Map(entries.map((e) => [e.name, e.source]));
  const result = await build({
    entryPoints: Object.fromEntries(entries.map((e) => [e.name, `validator:${e.name}`])),
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    outdir: 'out',
    absWorkingDir: engineRoot,
    logLevel: 'silent',
    plugins: [
      {
        name: 'validators',
        setup(b) {
          b.onResolve({ filter: /^validator:/ }, (args) => ({ path: args.path.slice('validator:'.length), namespace: 'validator' }));
          b.onLoad({ filter: /.*/, namespace: 'validator' }, (args) => ({ contents: sources.get(args.path), loader: 'js', resolveDir: engineRoot }));
        },
      },
    ],
  });
  const out = new Map<string, string>();
  for (const file of result.outputFiles) out.set(file.path.split('/').pop()!.replace(/\.js$/, ''), file.text);
  return out;
}
