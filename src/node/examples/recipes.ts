/**
 * Ingestion recipes among the YAML examples, checked as `datahub ingest` would read them: the
 * source's options against its plugin in the source catalog, the sink's and the transformers'
 * against `_shared.yaml`. A YAML document is a recipe when it has `source.type` and no `action`
 * (a DataHub Actions pipeline has both `source` and `action`).
 */
import type { Document, LineCounter } from 'yaml';
import { yamlLocator } from '../../shared/yaml-place.ts';
import type { ValidateFunction } from 'ajv';
import type { Problem } from '../errors.ts';
import { recipeProblems } from '../../shared/recipe-errors.ts';
import { closest } from '../../shared/suggest.ts';
import { PARTIAL_FLAG } from '../markdown/plugins/remark-code-examples.ts';
import { exampleProblem, type ExampleSite } from './place.ts';

/** How a recipe with a given source type is checked. */
export interface RecipeValidator {
  /** The source type the validator was made for. */
  plugin: string;
  /** The source's validator, then the one of the sink and transformers. */
  validators: ValidateFunction[];
  /** The source's option paths, so that a problem links to the option. */
  optionPaths: ReadonlySet<string>;
  /** The source's page, where its options are described (none for a custom source). */
  page?: string;
}

export interface RecipeValidators {
  /** The validator for recipes of this source type; undefined when the catalog does not have it. */
  validatorFor(type: string): RecipeValidator | undefined;
  /** Every source type of the catalog, for "did you mean". */
  sourceTypes: string[];
}

const PARTIAL_HINT = `A recipe that deliberately shows only some sections is marked \`\`\`yaml ${PARTIAL_FLAG} and only parsed.`;

export function isRecipe(value: unknown): value is { source: { type: string } } {
  if (!value || typeof value !== 'object' || Array.isArray(value) || 'action' in value) return false;
  const source = (value as { source?: unknown }).source;
  return Boolean(source && typeof source === 'object' && typeof (source as { type?: unknown }).type === 'string');
}

export function checkRecipe(
  site: ExampleSite,
  document: Document,
  counter: LineCounter,
  validators: RecipeValidators,
): Problem[] {
  const recipe = document.toJS() as { source: { type: string } };
  const type = recipe.source.type;
  const validator = validators.validatorFor(type);
  // An unknown option is pointed at where its name is written; a wrong source type at its value.
  const locate = yamlLocator({ doc: document, counter });
  const at = (segments: string[], value = false) => {
    const { line, column } = locate(
      segments.map((s) => (/^\d+$/.test(s) ? Number(s) : s)),
      value ? 'value' : 'key',
    );
    return line === undefined || column === undefined ? undefined : { line, column };
  };
  if (!validator) {
    const guess = closest(type, validators.sourceTypes);
    const hint = `${guess ? `Did you mean \`${guess}\`? ` : ''}The catalog's sources are the files of content/data/sources/; a custom source is named by its Python class (\`my_package.MySource\`). ${PARTIAL_HINT}`;
    return [
      exampleProblem(
        site,
        at(['source', 'type'], true),
        'example-recipe',
        `recipe: unknown source type \`${type}\``,
        hint,
      ),
    ];
  }
  const errors = validator.validators.flatMap((validate) => (validate(recipe) ? [] : (validate.errors ?? [])));
  return recipeProblems(errors, validator.plugin, validator.optionPaths).map((p) => {
    return exampleProblem(
      site,
      at(p.segments),
      'example-recipe',
      `recipe: \`${p.path}\` ${p.message}`,
      `${whereDocumented(p.segments, p.anchor, validator)}${PARTIAL_HINT}`,
    );
  });
}

/** Where the options a problem is about are described. */
function whereDocumented(segments: string[], anchor: string | undefined, validator: RecipeValidator): string {
  if (segments[0] === 'sink' || segments[0] === 'transformers')
    return `The ${segments[0] === 'sink' ? 'sinks' : 'transformers'} and their options are declared in content/data/sources/_shared.yaml. `;
  if (segments[0] !== 'source' || !validator.page) return '';
  return anchor
    ? `See ${validator.page}#${anchor}. `
    : `The options of \`${validator.plugin}\` are listed on ${validator.page}. `;
}
