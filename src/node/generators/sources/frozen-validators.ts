/**
 * The recipe validators of a frozen docs version. A version keeps what each validator is made
 * from (`content/versions/<name>/recipe-validators/<plugin>.<hash>.json`: the recipe schema, the
 * starter recipe and the option paths as they were when it was cut), not built JavaScript; each
 * build makes the module again (cached) and publishes it at the address the version's pages name:
 * `/versions/<name>/assets/recipe-validators/<plugin>.<hash>.js`.
 */
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { problem, type Problem } from '../../errors.ts';
import { buildValidators, validatorSource, type ValidatorSource } from './validators.ts';
import type { Plugin } from './catalog.ts';

export const FROZEN_VALIDATORS_DIR = 'recipe-validators';
const PUBLISHED = /^assets\/recipe-validators\/([^/]+)\.js$/;

const sourceSchema = z
  .object({
    plugin: z.string().min(1),
    recipeSchema: z.unknown(),
    recipe: z.unknown(),
    optionPaths: z.array(z.string()),
  })
  .strict();

/** Every frozen version's validator modules, by site path (no leading slash). */
export async function frozenValidatorFiles(
  root: string,
  versionsDir: string,
  names: string[],
): Promise<{ files: Map<string, string>; problems: Problem[] }> {
  const files = new Map<string, string>();
  const problems: Problem[] = [];
  for (const name of names) {
    const dir = `${versionsDir}/${name}/${FROZEN_VALIDATORS_DIR}`;
    const entries = (await readdir(join(root, dir)).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.json'))
      .sort();
    const sources: { base: string; source: ValidatorSource }[] = [];
    for (const file of entries) {
      const parsed = sourceSchema.safeParse(
        await readFile(join(root, dir, file), 'utf8').then(JSON.parse, () => undefined),
      );
      if (parsed.success) sources.push({ base: file.slice(0, -'.json'.length), source: parsed.data });
      else
        problems.push(
          problem(
            'frozen-validator',
            { file: `${dir}/${file}`, line: 1 },
            'this frozen recipe validator is not the JSON `docsgen version` writes (plugin, recipeSchema, recipe, optionPaths)',
            `Restore the file from version control, or cut the version again with \`docsgen version ${name}\`.`,
          ),
        );
    }
    const built = await buildValidators(
      sources.map((s) => s.source),
      join(root, '.docsgen/cache/recipe-validators/frozen'),
    );
    built.forEach((module, i) =>
      files.set(`versions/${name}/assets/recipe-validators/${sources[i].base}.js`, module.content),
    );
  }
  return { files, problems };
}

/**
 * For `docsgen version`: the sources of the validators the current pages publish (generated files
 * named `assets/recipe-validators/<plugin>.<hash>.js`), written into the version's folder under
 * the same base name, so that its pages keep their addresses.
 */
export async function freezeValidators(
  generatedPaths: Iterable<string>,
  plugins: Plugin[],
  versionDir: string,
): Promise<Set<string>> {
  const byName = new Map(plugins.map((plugin) => [plugin.name, plugin]));
  const frozen = new Set<string>();
  for (const path of generatedPaths) {
    const base = PUBLISHED.exec(path)?.[1];
    const plugin = base && byName.get(base.replace(/\.[0-9a-f]+$/, ''));
    if (!base || !plugin) continue;
    await mkdir(join(versionDir, FROZEN_VALIDATORS_DIR), { recursive: true });
    await writeFile(
      join(versionDir, FROZEN_VALIDATORS_DIR, `${base}.json`),
      `${JSON.stringify(validatorSource(plugin), null, 2)}\n`,
    );
    frozen.add(path);
  }
  return frozen;
}
