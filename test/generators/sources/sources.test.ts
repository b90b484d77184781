/** The source catalog: format errors with file, line and path; the generated page; options and their anchors. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocsgenError } from '../../../src/node/errors.ts';
import { loadCatalog } from '../../../src/node/generators/sources/catalog.ts';
import { sourcesGenerator } from '../../../src/node/generators/sources/index.ts';
import { compileMarkdown } from '../../../src/node/markdown/pipeline.ts';
import { withLinksAsWritten } from '../../helpers/compiled.ts';
import { assertTreeMatchesTwin } from '../../helpers/tree-twin.ts';
import { recipeProblems } from '../../../src/shared/recipe-errors.ts';
import { optionPaths } from '../../../src/node/generators/sources/options.ts';
import { createAjv } from '../../../src/node/generators/sources/catalog.ts';
import { loadConfig } from '../../../src/node/config/load.ts';

const fixture = fileURLToPath(new URL('../../fixtures/generators/sources', import.meta.url));

async function withCatalog(edit: (dir: string) => Promise<void>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-sources-'));
  await cp(fixture, root, { recursive: true });
  await edit(join(root, 'content/data/sources'));
  return root;
}

const contextOf = (root: string) => ({
  root,
  readText: (p: string) => readFile(join(root, p), 'utf8'),
  listFiles: async (d: string) =>
    ((await readdir(join(root, d), { recursive: true }).catch(() => [])) as string[]).sort(),
});

async function problemsOf(root: string): Promise<string[]> {
  try {
    await loadCatalog(contextOf(root));
  } catch (error) {
    assert.ok(error instanceof DocsgenError);
    return error.problems.map((p) => `${p.file}:${p.line} ${p.message}`);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
  assert.fail('expected problems');
}

test('format errors name the file, the line and the path inside it', async () => {
  const root = await withCatalog(async (dir) => {
    const text = await readFile(join(dir, 'acme.yaml'), 'utf8');
    await writeFile(
      join(dir, 'acme.yaml'),
      text.replace('status: certified', 'status: gold').replace('platformType: Datastore', 'platformType: Database'),
    );
  });
  const problems = await problemsOf(root);
  assert.ok(
    problems.some((p) => /^content\/data\/sources\/acme\.yaml:4 `platformType`: Invalid option/.test(p)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /^content\/data\/sources\/acme\.yaml:\d+ `plugins\[1\]\.status`: Invalid option/.test(p)),
    problems.join('\n'),
  );
});

test('schema mistakes, undescribed options, bad references and invalid starter recipes are all reported', async () => {
  const root = await withCatalog(async (dir) => {
    let text = await readFile(join(dir, 'acme.yaml'), 'utf8');
    text = text.replace("host: { type: string, description: 'The server, as `host:port`.' }", 'host: { type: string }');
    text = text.replace("$ref: '#/definitions/AllowDenyPattern'", "$ref: '#/definitions/Nope'");
    text = text.replace('include: [env]', 'include: [env, sql]');
    text = text.replace(
      '        type: acme-usage\n        config:\n          host: acme.example.com',
      '        type: acme-usage\n        config:\n          host: 3\n          colour: red',
    );
    await writeFile(join(dir, 'acme.yaml'), text.replace('logo: postgresql', 'logo: nosuchiconanywhere'));
  });
  const problems = await problemsOf(root);
  const expect = [/acme\.yaml:7 `logo`: simple-icons has no icon `nosuchiconanywhere`/];
  assert.ok(
    problems.some((p) => expect[0].test(p)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /`plugins\[1\]\.config\.properties\.host`: option `host` has no description/.test(p)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /names no definition/.test(p) && p.includes('Nope')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /`plugins\[1\]\.config\.include\[1\]`: unknown option group `sql`/.test(p)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => /`plugins\[0\]\.recipe`: starter recipe: `source\.config\.host` must be a string/.test(p)),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) =>
      /`plugins\[0\]\.recipe`: starter recipe: `source\.config\.colour` unknown option `colour`/.test(p),
    ),
    problems.join('\n'),
  );
});

test('a fixture source becomes one page: modules, per-plugin sections in order, config tabs, code coordinates', async () => {
  const config = await loadConfig(join(fileURLToPath(new URL('../../fixtures/sites/valid', import.meta.url))));
  const root = await withCatalog(async () => {});
  try {
    const [doc] = await sourcesGenerator.generate({ ...contextOf(root), config });
    assert.equal(doc.id, 'generated/ingestion/sources/acme');
    assert.equal(doc.title, 'Acme DB');
    assert.deepEqual(doc.listing, {
      platformType: 'Datastore',
      connectionType: 'Pull',
      features: ['Stateful Ingestion'],
      logo: 'postgresql',
    });
    const page = withLinksAsWritten(
      await compileMarkdown(doc.markdown, {
        source: doc.source,
        route: '/docs/generated/ingestion/sources/acme',
        baseUrl: '/',
        toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
        resolveImage: async () => null,
      }),
    );
    assert.deepEqual(page.problems, []);
    const headings = [...page.html.matchAll(/<h([23]) id="([^"]+)"/g)].map((m) => `h${m[1]} ${m[2]}`);
    assert.deepEqual(headings, [
      'h2 module-acme',
      'h3 important-capabilities',
      'h3 prerequisites',
      'h3 install-the-plugin',
      'h3 starter-recipe',
      'h3 config-details',
      'h3 code-coordinates',
      'h2 module-acme-usage',
      'h3 important-capabilities-1',
      'h3 install-the-plugin-1',
      'h3 starter-recipe-1',
      'h3 config-details-1',
      'h3 code-coordinates-1',
      ...(config.community?.slackUrl ? ['h2 questions'] : []),
    ]);
    assert.match(
      page.html,
      /<a href="[^"]*#module-acme"><code>acme<\/code><\/a>/,
      'the module table links each module',
    );
    assert.match(page.html, /pip install 'acryl-datahub\[acme\]'/);
    assert.match(
      page.html,
      /ships with the core <code[^>]*>acryl-datahub<\/code> package/,
      'a plugin without an extra says so',
    );
    assert.match(page.html, /class="support-badge support-badge-certified"/);
    assert.match(
      page.html,
      /<a href="\/docs\/platform-instances">Platform Instance<\/a>/,
      'capabilities with a guide link to it',
    );
    assert.match(
      page.html,
      /data-recipe-checker="acme" data-validator="\/assets\/recipe-validators\/acme\.[0-9a-f]{10}\.js"/,
    );
    assert.match(
      page.html,
      /https:\/\/github\.com\/datahub-project\/datahub\/blob\/master\/metadata-ingestion\/src\/datahub\/ingestion\/source\/acme\/source\.py/,
    );
    assert.ok(
      doc.files?.some(
        (f) =>
          /^assets\/recipe-validators\/acme\.[0-9a-f]{10}\.js$/.test(f.path) && f.content.includes('starterRecipe'),
      ),
    );

    // Made again from the same plugins: the kept validators serve, none is added (old ones go by the
    // pruning rule of every cache, test/cache/prune.test.ts).
    const cacheDir = join(root, '.docsgen/cache/recipe-validators');
    const kept = await readdir(cacheDir);
    await sourcesGenerator.generate({ ...contextOf(root), config });
    assert.deepEqual(await readdir(cacheDir), kept);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('every option, nested ones too, has its own anchor, type, required marker and default', async () => {
  const config = await loadConfig(join(fileURLToPath(new URL('../../fixtures/sites/valid', import.meta.url))));
  const root = await withCatalog(async () => {});
  try {
    const [doc] = await sourcesGenerator.generate({ ...contextOf(root), config });
    const page = withLinksAsWritten(
      await compileMarkdown(doc.markdown, {
        source: doc.source,
        route: '/docs/x',
        baseUrl: '/',
        toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
        resolveImage: async () => null,
      }),
    );
    const anchors = page.anchors.filter((a) => a.startsWith('config-acme-') && !a.startsWith('config-acme-usage-'));
    assert.deepEqual(
      anchors.sort(),
      [
        'config-acme-connection',
        'config-acme-connection.timeout',
        'config-acme-connection.tls',
        'config-acme-connection.tls.verify',
        'config-acme-env',
        'config-acme-host',
        'config-acme-mode',
        'config-acme-old_name',
        'config-acme-table_pattern',
        'config-acme-table_pattern.allow',
        'config-acme-table_pattern.deny',
      ].sort(),
    );
    const block = (id: string) =>
      page.html.slice(page.html.indexOf(`id="${id}"`), page.html.indexOf('</p>', page.html.indexOf(`id="${id}"`)));
    assert.match(
      block('config-acme-host'),
      /href="#config-acme-host"><span class="cfg-main">host<\/span><\/a> <span class="cfg-type">string<\/span> <span class="cfg-required">Required<\/span>/,
    );
    assert.match(
      block('config-acme-connection.timeout'),
      /<span class="cfg-prefix">connection\.<\/span><span class="cfg-main">timeout<\/span>.*Required if connection is set/,
    );
    assert.match(block('config-acme-old_name'), /cfg-deprecated/);
    assert.match(page.html, /Allowed values: <code>"fast"<\/code>, <code>"safe"<\/code>/);
    assert.match(
      page.html,
      /<details class="details"><summary>2 options inside <code>tls<\/code>|<details class="details"><summary>1 option inside <code>tls<\/code>/,
    );
    // Required options first, then alphabetical, env last.
    const order = [...page.html.matchAll(/id="config-acme-([a-z_]+)"/g)].map((m) => m[1]);
    assert.deepEqual(order, ['host', 'connection', 'mode', 'old_name', 'table_pattern', 'env']);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('a page compiled from its tree is the page compiled from its Markdown twin', async () => {
  const config = await loadConfig(join(fileURLToPath(new URL('../../fixtures/sites/valid', import.meta.url))));
  // Prose from the data keeps the page's Markdown: an admonition in a usage section is one, a
  // `:::` line in an option description stays text, `host:port` stays as written.
  const root = await withCatalog(async (dir) => {
    const text = await readFile(join(dir, 'acme.yaml'), 'utf8');
    await writeFile(
      join(dir, 'acme.yaml'),
      text
        .replace('usage: Runs take minutes.', 'usage: ":::note\\nRuns take minutes on host:port.\\n:::"')
        .replace('description: Seconds to wait.', 'description: "Seconds to wait.\\n:::"'),
    );
  });
  try {
    const docs = await sourcesGenerator.generate({ ...contextOf(root), config });
    for (const doc of docs) {
      const fromTree = await assertTreeMatchesTwin(doc);
      assert.deepEqual(fromTree.problems, [], doc.id);
      assert.match(
        fromTree.html,
        /<aside class="admonition admonition-note" role="note"><p class="admonition-title">Note<\/p>\s*<p>Runs take minutes on host:port\.<\/p>/,
      );
      assert.match(fromTree.html, /Seconds to wait\.\s:::<\/p>/);
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('recipe problems name the option path and link to the option', () => {
  const ajv = createAjv();
  const schema = {
    type: 'object',
    properties: {
      source: {
        type: 'object',
        properties: {
          type: { const: 'acme' },
          config: {
            type: 'object',
            properties: {
              host: { type: 'string' },
              tls: { type: 'object', properties: { verify: { type: 'boolean' } }, additionalProperties: false },
            },
            required: ['host'],
            additionalProperties: false,
          },
        },
      },
    },
  };
  const validate = ajv.compile(schema);
  assert.equal(validate({ source: { type: 'acme', config: { tls: { verify: 'yes', x: 1 } } } }), false);
  const paths = optionPaths([
    { path: 'host', name: 'host', type: 'string', description: '', required: true, deprecated: false, children: [] },
    {
      path: 'tls',
      name: 'tls',
      type: 'object',
      description: '',
      required: false,
      deprecated: false,
      children: [
        {
          path: 'tls.verify',
          name: 'verify',
          type: 'boolean',
          description: '',
          required: false,
          deprecated: false,
          children: [],
        },
      ],
    },
  ]);
  assert.deepEqual(recipeProblems(validate.errors ?? [], 'acme', paths), [
    {
      path: 'source.config.host',
      segments: ['source', 'config', 'host'],
      message: 'required option `host` is missing',
      anchor: 'config-acme-host',
    },
    {
      path: 'source.config.tls.x',
      segments: ['source', 'config', 'tls', 'x'],
      message: 'unknown option `x`',
      anchor: 'config-acme-tls',
    },
    {
      path: 'source.config.tls.verify',
      segments: ['source', 'config', 'tls', 'verify'],
      message: 'must be true or false',
      anchor: 'config-acme-tls.verify',
    },
  ]);
});
