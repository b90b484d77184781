/**
 * The recipe checker's validators, compiled at build time: ajv turns each plugin's recipe
 * schema into standalone JavaScript (the page's Content Security Policy forbids compiling
 * code in the browser), and esbuild makes each one a small self-contained module that the
 * checker imports when a reader first uses it. Compiling takes a while, so results are
 * cached on disk by a hash of what they are made from.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { createAjv, type Plugin } from './catalog.ts';
import { optionPaths } from './options.ts';
import { engineRoot } from '../../engine-root.ts';
import { readTextEntry, writeEntry } from '../../cache/verified.ts';
import { cacheKey } from '../../cache/key.ts';

const ajvVersion = (createRequire(import.meta.url)('ajv/package.json') as { version: string }).version;
// 3: keyed by the validator's source (src/node/cache/verified.ts entries).
const FORMAT = 3;

export interface ValidatorModule {
  plugin: string;
  /** Site path, content-hashed: `assets/recipe-validators/<plugin>.<hash>.js`. */
  path: string;
  content: string;
}

/** What a validator module is made from: a frozen docs version keeps this, not the built module. */
export interface ValidatorSource {
  plugin: string;
  recipeSchema: unknown;
  recipe: unknown;
  optionPaths: string[];
}

export function validatorSource(plugin: Plugin): ValidatorSource {
  return {
    plugin: plugin.name,
    recipeSchema: plugin.recipeSchema,
    recipe: plugin.recipe,
    optionPaths: [...optionPaths(plugin.options)],
  };
}

export async function recipeValidators(plugins: Plugin[], root: string): Promise<ValidatorModule[]> {
  const cacheDir = join(root, '.docsgen/cache/recipe-validators');
  const built = await buildValidators(plugins.map(validatorSource), cacheDir);
  return built.map((b) => named(b.source.plugin, b.content)).sort((a, b) => a.plugin.localeCompare(b.plugin));
}

/** Each source's module, from the cache when it was built before (keyed by the source and the tools' versions). */
export async function buildValidators(
  sources: ValidatorSource[],
  cacheDir: string,
): Promise<{ source: ValidatorSource; key: string; content: string }[]> {
  const keyed = sources.map((source) => ({
    source,
    key: cacheKey({
      kind: `recipe-validators-${FORMAT}`,
      fingerprint: 'none',
      options: { ajvVersion, esbuildVersion },
      inputs: [JSON.stringify(source)],
    }),
  }));
  const cached = await Promise.all(
    keyed.map(({ key }) =>
      readTextEntry({ label: 'recipe validators', dir: cacheDir }, join(cacheDir, `${key}.js`), key),
    ),
  );
  const missing = keyed.filter((_, i) => cached[i] === undefined);
  const bundled =
    missing.length > 0
      ? await bundle(missing.map((m) => ({ name: m.source.plugin, source: moduleSource(m.source) })))
      : new Map<string, string>();
  for (const m of missing) await writeEntry(join(cacheDir, `${m.key}.js`), m.key, bundled.get(m.source.plugin)!);
  return keyed.map((k, i) => ({ ...k, content: cached[i] ?? bundled.get(k.source.plugin)! }));
}

/** Validators of plugins since changed or removed: the cache keeps only the current ones. */
function named(plugin: string, content: string): ValidatorModule {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  return { plugin, path: `assets/recipe-validators/${plugin}.${hash}.js`, content };
}

/** The module: the standalone validator, the starter recipe, and the option paths for links. */
function moduleSource(source: ValidatorSource): string {
  const ajv = createAjv();
  const validate = ajv.compile(stripDocs(source.recipeSchema) as Record<string, unknown>);
  const code = (standaloneCode as unknown as (a: typeof ajv, v: typeof validate) => string)(ajv, validate);
  return `${code}\nexport const plugin = ${JSON.stringify(source.plugin)};\nexport const starterRecipe = ${JSON.stringify(source.recipe)};\nexport const optionPaths = ${JSON.stringify(source.optionPaths)};\n`;
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
          b.onResolve({ filter: /^validator:/ }, (args) => ({
            path: args.path.slice('validator:'.length),
            namespace: 'validator',
          }));
          b.onLoad({ filter: /.*/, namespace: 'validator' }, (args) => ({
            contents: sources.get(args.path),
            loader: 'js',
            resolveDir: engineRoot,
          }));
        },
      },
    ],
  });
  const out = new Map<string, string>();
  for (const file of result.outputFiles) out.set(file.path.split('/').pop()!.replace(/\.js$/, ''), file.text);
  return out;
}
