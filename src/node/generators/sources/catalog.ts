/**
 * Loads and checks the source catalog: every platform file against the format, every
 * plugin's resolved config against the JSON Schema meta-schema (ajv, strict), and every
 * starter recipe against its plugin's config. All problems are reported at once, each
 * naming the file, the line and the path inside it.
 */
import { dirname, join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { cacheKey } from '../../cache/key.ts';
import { parse as parseYaml } from 'yaml';
import { DocsgenError, problem, type Problem } from '../../errors.ts';
import { readDataFile, type DataFile } from '../../util/yaml-data.ts';
import { formatPath } from '../../util/data-path.ts';
import { readJsonEntry, writeEntry } from '../../cache/verified.ts';
import type { GeneratorContext } from '../../content/types.ts';
import {
  platformFileSchema,
  sharedFileSchema,
  type JsonSchema,
  type PlatformFile,
  type PluginEntry,
  type SharedFile,
} from './format.ts';
import { resolveConfig } from './config-schema.ts';
import { pipelineSchemaFor, recipeSchemaFor, resolvePipeline } from './recipe-schema.ts';
import { optionPaths, optionTree, type ConfigOption } from './options.ts';
import { recipeProblems } from '../../../shared/recipe-errors.ts';
import { logoIndex, type LogoIndex } from './logos.ts';

export const SOURCES_DIR = 'content/data/sources';
export const SHARED_FILE = `${SOURCES_DIR}/_shared.yaml`;
const messages = { code: 'sources', hint: 'See "Source catalog" in docs/authoring.md for the fields each file takes.' };

export interface Plugin extends PluginEntry {
  /** The resolved, self-contained JSON Schema of the config. */
  schema: JsonSchema;
  /** The JSON Schema of a whole recipe for this plugin (the recipe checker validates with it). */
  recipeSchema: JsonSchema;
  options: ConfigOption[];
}

export interface Platform extends Omit<PlatformFile, 'plugins'> {
  file: string;
  plugins: Plugin[];
}

/**
 * The checked catalog. Checking compiles every plugin's schema, which takes about a second, so
 * a valid catalog is kept in the site's cache under a hash of its files and of the engine.
 */
export async function loadCatalog(
  context: Pick<GeneratorContext, 'root' | 'readText' | 'listFiles'>,
): Promise<Platform[]> {
  const names = (await context.listFiles(SOURCES_DIR)).filter((n) => n.endsWith('.yaml') && !n.startsWith('_')).sort();
  if (names.length === 0) return [];
  const texts = new Map<string, string>();
  for (const file of [SHARED_FILE, ...names.map((name) => `${SOURCES_DIR}/${name}`)])
    texts.set(file, await context.readText(file));
  const key = cacheKey({ kind: 'source-catalog-1', fingerprint: 'engine', inputs: [...texts].flat() });
  const cacheFile = join(context.root, '.docsgen/cache', `source-catalog.${key}.json`);
  const cached = await readJsonEntry<Platform[]>({ label: 'source catalog', dir: dirname(cacheFile) }, cacheFile, key);
  if (cached) return cached;
  const platforms = await checkCatalog(texts);
  await writeEntry(cacheFile, key, JSON.stringify(platforms));
  return platforms;
}

async function checkCatalog(texts: Map<string, string>): Promise<Platform[]> {
  const problems: Problem[] = [];
  const shared = await readOrCollect(SHARED_FILE, texts.get(SHARED_FILE)!, sharedFileSchema, problems);
  const files: { file: string; parsed: DataFile<PlatformFile> }[] = [];
  for (const [file, text] of texts) {
    if (file === SHARED_FILE) continue;
    const parsed = await readOrCollect(file, text, platformFileSchema, problems);
    if (parsed) files.push({ file, parsed });
  }
  if (!shared) throw new DocsgenError(problems);
  const ajv = createAjv();
  const pipeline = checkPipeline(shared, ajv, problems);
  const logos = await logoIndex();
  const platforms = files.map(({ file, parsed }) =>
    checkPlatform(file, parsed, shared.data, { ajv, logos, pipeline }, problems),
  );
  duplicatePlugins(platforms, files, problems);
  if (problems.length > 0) throw new DocsgenError(problems);
  return platforms.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
}

/** The sinks and transformers of `_shared.yaml`, compiled into one validator of a recipe's pipeline sections. */
function checkPipeline(shared: DataFile<SharedFile>, ajv: Ajv, problems: Problem[]): ValidateFunction | undefined {
  const { pipeline, problems: found } = resolvePipeline(shared.data);
  for (const p of found)
    problems.push(
      problem(
        'sources-invalid',
        { file: SHARED_FILE, line: shared.lineOf(p.path) },
        `\`${formatPath(p.path)}\`: ${p.message}`,
        messages.hint,
      ),
    );
  try {
    return ajv.compile(pipelineSchemaFor(pipeline));
  } catch (error) {
    problems.push(
      problem(
        'sources-invalid',
        { file: SHARED_FILE, line: shared.lineOf(['sinks']) },
        `the sinks and transformers are not a valid JSON Schema: ${(error as Error).message}`,
        'Fix the schema keywords (draft-07) of their `config`.',
      ),
    );
    return undefined;
  }
}

/**
 * The JSON Schema of a recipe's sink, transformers and `datahub_api`, from `_shared.yaml`; none
 * when the file has problems (the catalog's check reports them).
 */
export async function loadPipelineSchema(context: Pick<GeneratorContext, 'readText'>): Promise<JsonSchema | undefined> {
  try {
    const shared = readDataFile(SHARED_FILE, await context.readText(SHARED_FILE), sharedFileSchema, messages);
    const { pipeline, problems } = resolvePipeline(shared.data);
    return problems.length === 0 ? pipelineSchemaFor(pipeline) : undefined;
  } catch {
    return undefined;
  }
}

export function createAjv(): Ajv {
  return new Ajv({
    allErrors: true,
    strict: true,
    allowUnionTypes: true,
    strictTypes: false,
    strictRequired: false,
    code: { source: true, esm: true, optimize: false },
  });
}

async function readOrCollect<T>(
  file: string,
  text: string,
  schema: import('zod').ZodType<T>,
  problems: Problem[],
): Promise<DataFile<T> | undefined> {
  try {
    return readDataFile(file, text, schema, messages);
  } catch (error) {
    if (error instanceof DocsgenError) problems.push(...error.problems);
    else throw error;
    return undefined;
  }
}

function checkPlatform(
  file: string,
  { data, lineOf }: DataFile<PlatformFile>,
  shared: SharedFile,
  { ajv, logos, pipeline }: { ajv: Ajv; logos: LogoIndex; pipeline: ValidateFunction | undefined },
  problems: Problem[],
): Platform {
  const at = (path: (string | number)[], message: string, hint = messages.hint) =>
    problems.push(
      problem('sources-invalid', { file, line: lineOf(path) }, `\`${formatPath(path) || '(root)'}\`: ${message}`, hint),
    );
  const expected = file.slice(SOURCES_DIR.length + 1, -'.yaml'.length);
  if (data.id !== expected)
    at(
      ['id'],
      `the id \`${data.id}\` differs from the file name`,
      `Name the file ${data.id}.yaml or set \`id: ${expected}\`.`,
    );
  if (data.logo && !logos.has(data.logo))
    at(
      ['logo'],
      `simple-icons has no icon \`${data.logo}\``,
      'Use the slug shown on simpleicons.org, or leave `logo` out to get a monogram.',
    );
  const plugins = data.plugins.map((entry, index): Plugin => {
    const base = ['plugins', index];
    const resolved = resolveConfig(entry.config, shared, entry.configClass);
    for (const p of resolved.problems) at([...base, 'config', ...p.path], p.message);
    const recipe = recipeSchemaFor(entry.name, resolved.schema);
    let validate: ValidateFunction | undefined;
    try {
      validate = ajv.compile(recipe);
    } catch (error) {
      at(
        [...base, 'config'],
        `not a valid JSON Schema: ${(error as Error).message}`,
        'Fix the schema keywords (draft-07) at that path.',
      );
    }
    const options = optionTree(resolved.schema);
    if (validate)
      checkRecipe(entry, [validate, ...(pipeline ? [pipeline] : [])], optionPaths(options), (message) =>
        at([...base, 'recipe'], message, 'Make the starter recipe valid for the options this source declares.'),
      );
    return { ...entry, schema: resolved.schema, recipeSchema: recipe, options };
  });
  return {
    ...data,
    file,
    plugins: plugins.sort((a, b) => (a.docOrder ?? 0) - (b.docOrder ?? 0) || a.name.localeCompare(b.name)),
  };
}

function checkRecipe(
  entry: PluginEntry,
  validators: ValidateFunction[],
  paths: Set<string>,
  report: (message: string) => void,
): void {
  let recipe: unknown;
  try {
    recipe = parseYaml(entry.recipe);
  } catch (error) {
    return report(`the starter recipe is not valid YAML: ${(error as Error).message.split('\n')[0]}`);
  }
  for (const validate of validators) {
    if (validate(recipe)) continue;
    for (const p of recipeProblems(validate.errors ?? [], entry.name, paths))
      report(`starter recipe: \`${p.path}\` ${p.message}`);
  }
}

function duplicatePlugins(
  platforms: Platform[],
  files: { file: string; parsed: DataFile<PlatformFile> }[],
  problems: Problem[],
): void {
  const owner = new Map<string, string>();
  platforms.forEach((platform, p) =>
    platform.plugins.forEach((plugin) => {
      const first = owner.get(plugin.name);
      if (first) {
        const index = files[p].parsed.data.plugins.findIndex((entry) => entry.name === plugin.name);
        problems.push(
          problem(
            'sources-duplicate',
            { file: platform.file, line: files[p].parsed.lineOf(['plugins', index, 'name']) },
            `plugin \`${plugin.name}\` is also declared in ${first}`,
            'Each plugin belongs to one platform file.',
          ),
        );
      } else owner.set(plugin.name, platform.file);
    }),
  );
}
