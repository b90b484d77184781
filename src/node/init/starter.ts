/**
 * `docsgen init`: a starter site a new user can build at once, the config with the two fields
 * every site needs and one page saying where to go next. Nothing is overwritten.
 */
import { access, mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { ConfigError, problem } from '../errors.ts';

export interface StarterOptions {
  dir: string;
  title?: string;
  url?: string;
}

export async function writeStarter(options: StarterOptions): Promise<string[]> {
  const title = options.title ?? titleOf(basename(options.dir));
  const url = options.url ?? 'https://example.com';
  const files: [string, string][] = [
    ['site.config.ts', config(title, url)],
    ['content/docs/intro.md', intro(title)],
  ];
  for (const [path] of files) {
    if (
      await access(join(options.dir, path)).then(
        () => true,
        () => false,
      )
    ) {
      throw new ConfigError([
        problem(
          'init-exists',
          { file: path },
          `${path} already exists in ${options.dir}`,
          'Run `docsgen init` in an empty folder, or pass another folder: `docsgen init my-docs`.',
        ),
      ]);
    }
  }
  for (const [path, text] of files) {
    await mkdir(join(options.dir, path, '..'), { recursive: true });
    await writeFile(join(options.dir, path), text);
  }
  return files.map(([path]) => path);
}

/** `my-docs` → `My docs`. */
function titleOf(name: string): string {
  const words = name.replace(/[-_.]+/g, ' ').trim() || 'Docs';
  return words[0].toUpperCase() + words.slice(1);
}

function config(title: string, url: string): string {
  return `// The site's configuration: docs/authoring.md, "Site configuration", lists every field.
export default {
  title: ${JSON.stringify(title)},
  url: ${JSON.stringify(url)},
};
`;
}

function intro(title: string): string {
  return `# Welcome to ${title}

This is the first page of your docs. Every Markdown file below \`content/docs\` is a page: this
one is \`content/docs/intro.md\`, served at \`/docs/intro\`.

## Next steps

- Run \`npx docsgen serve\` and edit this file: the page reloads as you save.
- Add pages beside it. Folders become sections of the sidebar; a \`_category_.json\` in a folder
  names the section and places it.
- Run \`npx docsgen build\` to write the site into \`build/\`, ready for any static host.
`;
}
