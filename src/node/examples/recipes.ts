/**
 * Ingestion recipes among the YAML examples, checked as `datahub ingest` would read them: the
 * source's options against its plugin in the source catalog, the sink's and the transformers'
 * against `_shared.yaml`. A YAML document is a recipe when it has `source.type` and no `action`
 * (a DataHub Actions pipeline has both `source` and `action`).
 */
import { isMap, isNode, isSeq, type Document, type LineCounter, type Node } from 'yaml';
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
  const at = (segments: string[], value = false) => where(document, counter, segments, value);
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

/**
 * The 1-based position of the deepest node that exists on the path: the key itself when the path
 * names one (an unknown option is pointed at where it is written), or its `value`; the mapping's
 * key when it is missing.
 */
function where(
  document: Document,
  counter: LineCounter,
  segments: string[],
  value: boolean,
): { line: number; column: number } | undefined {
  let node: unknown = document.contents;
  let found: Node | undefined = isNode(node) ? node : undefined;
  for (const [i, segment] of segments.entries()) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isNode(item.key) && String((item.key as { value?: unknown }).value) === segment,
      );
      if (!pair) break;
      const last = i === segments.length - 1;
      if (last && value && isNode(pair.value)) found = pair.value;
      else if (isNode(pair.key)) found = pair.key;
      node = pair.value;
    } else if (isSeq(node) && /^\d+$/.test(segment)) {
      node = node.items[Number(segment)];
      if (isNode(node)) found = node;
      else break;
    } else break;
  }
  if (!found?.range) return undefined;
  const { line, col } = counter.linePos(found.range[0]);
  return { line, column: col };
}
