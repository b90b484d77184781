/**
 * The recipe checker: a reader pastes or edits a recipe and sees at once whether it is valid
 * for this source, each problem with its option path linking to the option's anchor. The
 * validator is the plugin's JSON Schema, compiled at build time (validators.ts).
 */
import { LineCounter, parseDocument } from 'yaml';
import { yamlLocator } from '../shared/yaml-place.ts';
import { recipeProblems, type RecipeProblem, type SchemaError } from '../shared/recipe-errors.ts';
import { recipeCheckerId } from '../shared/engine-ids.ts';

interface ValidatorModule {
  validate: ((data: unknown) => boolean) & { errors?: SchemaError[] | null };
  plugin: string;
  starterRecipe: string;
  optionPaths: string[];
}

let counter = 0;

export async function openRecipeChecker(container: HTMLElement): Promise<void> {
  const module = (await import(/* @vite-ignore */ container.dataset.validator!)) as ValidatorModule;
  const paths = new Set(module.optionPaths);
  const id = recipeCheckerId(++counter);
  const form = document.createElement('div');
  form.className = 'recipe-checker-form';
  form.innerHTML = `<label for="${id}">Your recipe (YAML)</label>
<textarea id="${id}" spellcheck="false" autocapitalize="off" autocomplete="off" placeholder="source:&#10;  type: ${module.plugin}&#10;  config:&#10;    ..."></textarea>
<div class="recipe-checker-actions"><button type="button" class="button button-secondary" data-starter>Use the starter recipe</button><button type="button" class="button button-secondary" data-clear>Clear</button></div>
<p class="recipe-checker-status" role="status" aria-live="polite"></p>
<ul class="recipe-checker-problems"></ul>`;
  container.append(form);
  const input = form.querySelector('textarea')!;
  const status = form.querySelector<HTMLElement>('.recipe-checker-status')!;
  const list = form.querySelector('ul')!;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => show(checkRecipe(input.value, module, paths), status, list, module.plugin);
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(check, 120);
  });
  form.querySelector('[data-starter]')!.addEventListener('click', () => {
    input.value = module.starterRecipe;
    check();
    input.focus();
  });
  form.querySelector('[data-clear]')!.addEventListener('click', () => {
    input.value = '';
    check();
    input.focus();
  });
  check();
  input.focus();
}

type Result =
  | { state: 'empty' }
  | { state: 'valid' }
  | { state: 'invalid'; problems: (RecipeProblem & { line?: number })[] };

export function checkRecipe(
  text: string,
  module: Pick<ValidatorModule, 'validate' | 'plugin'>,
  paths: Set<string>,
): Result {
  if (!text.trim()) return { state: 'empty' };
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length > 0) {
    return {
      state: 'invalid',
      problems: doc.errors.map((e) => ({
        path: '(YAML)',
        segments: [],
        message: e.message.split('\n')[0],
        line: lines.linePos(e.pos[0]).line,
      })),
    };
  }
  const data = doc.toJS();
  if (module.validate(data)) return { state: 'valid' };
  const locate = yamlLocator({ doc, counter: lines });
  const problems = recipeProblems(module.validate.errors ?? [], module.plugin, paths).map((p) => ({
    ...p,
    line: locate(
      p.segments.map((k) => (/^\d+$/.test(k) ? Number(k) : k)),
      'value',
    ).line,
  }));
  return { state: 'invalid', problems };
}

function show(result: Result, status: HTMLElement, list: HTMLUListElement, plugin: string): void {
  status.dataset.state = result.state;
  list.replaceChildren();
  if (result.state === 'empty') {
    status.textContent = 'Paste a recipe above, or start from the starter recipe.';
    return;
  }
  if (result.state === 'valid') {
    status.textContent = `✓ Valid: every option is one that ${plugin} takes, with the right type.`;
    return;
  }
  status.textContent = `✗ ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}:`;
  for (const problem of result.problems) {
    const item = document.createElement('li');
    const code = document.createElement('code');
    code.textContent = problem.path;
    if (problem.anchor) {
      const link = document.createElement('a');
      link.href = `#${problem.anchor}`;
      link.append(code);
      item.append(link);
    } else item.append(code);
    item.append(`${problem.line ? ` (line ${problem.line})` : ''}: `, ...withCode(problem.message));
    list.append(item);
  }
}

/** Messages quote names in backticks; show those as code. */
function withCode(message: string): (string | HTMLElement)[] {
  return message.split(/`([^`]+)`/).map((part, i) => {
    if (i % 2 === 0) return part;
    const code = document.createElement('code');
    code.textContent = part;
    return code;
  });
}
