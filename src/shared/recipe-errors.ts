/**
 * Recipe validation results as a reader needs them: the option path, what is wrong, and the
 * anchor of the option on the source page. Shared by the build (starter recipes) and the
 * recipe checker in the browser, so both say the same thing.
 */

/** The subset of an ajv error this needs (ajv's ErrorObject). */
export interface SchemaError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

export interface RecipeProblem {
  /** Dotted path inside the recipe, e.g. `source.config.profiling.enabled`. */
  path: string;
  /** The same path as keys and indexes, for finding the place in the recipe's text. */
  segments: string[];
  message: string;
  /** The option's anchor on the page, when the path names an option of the source's config. */
  anchor?: string;
}

const CONFIG_PREFIX = ['source', 'config'];

/** The anchor id of a config option on a source page: `config-<plugin>-<dotted path>`. */
export function optionAnchor(plugin: string, optionPath: string): string {
  return `config-${plugin}-${optionPath}`;
}

export function recipeProblems(
  errors: SchemaError[],
  plugin: string,
  optionPaths: ReadonlySet<string>,
): RecipeProblem[] {
  const seen = new Set<string>();
  const problems: RecipeProblem[] = [];
  for (const error of errors) {
    // anyOf/oneOf explain themselves through the errors of their branches.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    const problem = describe(error, segments, plugin, optionPaths);
    const key = `${problem.path}|${problem.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      problems.push(problem);
    }
  }
  return problems;
}

function describe(
  error: SchemaError,
  segments: string[],
  plugin: string,
  optionPaths: ReadonlySet<string>,
): RecipeProblem {
  const at = (extra?: string) => (extra === undefined ? segments : [...segments, extra]);
  const anchorFor = (path: string[]): string | undefined => {
    const inConfig = CONFIG_PREFIX.every((part, i) => path[i] === part);
    if (!inConfig) return undefined;
    // The nearest option on the path: array indexes and map keys are not options of their own.
    const names = path.slice(CONFIG_PREFIX.length).filter((s) => !/^\d+$/.test(s));
    for (let n = names.length; n > 0; n--) {
      const option = names.slice(0, n).join('.');
      if (optionPaths.has(option)) return optionAnchor(plugin, option);
    }
    return undefined;
  };
  const result = (path: string[], message: string, anchor: string | undefined): RecipeProblem => ({
    path: path.join('.') || '(recipe)',
    segments: path,
    message,
    anchor,
  });
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      return result(at(name), `unknown option \`${name}\``, anchorFor(segments));
    }
    case 'required': {
      const name = String(error.params.missingProperty);
      return result(at(name), `required option \`${name}\` is missing`, anchorFor(at(name)));
    }
    case 'type':
      return result(segments, `must be ${article(String(error.params.type))}`, anchorFor(segments));
    case 'enum':
      return result(
        segments,
        `must be one of ${(error.params.allowedValues as unknown[]).map((v) => `\`${String(v)}\``).join(', ')}`,
        anchorFor(segments),
      );
    case 'const':
      return result(segments, `must be \`${String(error.params.allowedValue)}\``, anchorFor(segments));
    default:
      return result(segments, error.message ?? `fails the ${error.keyword} rule`, anchorFor(segments));
  }
}

function article(type: string): string {
  const names: Record<string, string> = {
    object: 'a set of options',
    array: 'a list',
    string: 'a string',
    integer: 'an integer',
    number: 'a number',
    boolean: 'true or false',
    null: 'null',
  };
  return type
    .split(',')
    .map((t) => names[t] ?? t)
    .join(' or ');
}
