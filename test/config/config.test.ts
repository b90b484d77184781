import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../src/node/config/load.ts';
import { ConfigError, formatProblem } from '../../src/node/errors.ts';

const minimal = {
  title: 'T',
  tagline: 't',
  description: 'd',
  url: 'https://example.com',
  baseUrl: '/',
  favicon: 'img/f.svg',
  navbar: { logo: { alt: 'a', src: 'img/l.svg' }, items: [] as unknown[] },
  footer: { links: [], copyright: 'c' },
  colorMode: {},
  tableOfContents: {},
  docs: {},
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: {} },
};

function problemsOf(raw: unknown): string[] {
  try {
    validateConfig(raw);
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    assert.equal(error.exitCode, 2);
    return error.problems.map(formatProblem);
  }
  assert.fail('expected a ConfigError');
}

test('a minimal config gets the defaults', () => {
  const config = validateConfig(minimal);
  assert.equal(config.colorMode.defaultMode, 'light');
  assert.equal(config.colorMode.disableSwitch, false);
  assert.deepEqual(config.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  assert.deepEqual(config.images.sizes, [320, 640, 1280, 1440, 1600]);
  assert.equal(config.images.quality, 100);
});

test('navbar items without a type are default items', () => {
  const config = validateConfig({ ...minimal, navbar: { ...minimal.navbar, items: [{ to: 'docs/', label: 'Docs' }] } });
  assert.equal(config.navbar.items[0].type, 'default');
  assert.equal(config.navbar.items[0].position, 'right');
});

test('an unknown navbar item type names the field and the expected types', () => {
  const [message] = problemsOf({ ...minimal, navbar: { ...minimal.navbar, items: [{ type: 'fancy', label: 'x' }] } });
  assert.equal(
    message.split('\n')[0],
    'site.config.ts: error: `navbar.items[0].type` got "fancy", expected one of default, dropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown, localeDropdown',
  );
  const [typo] = problemsOf({ ...minimal, navbar: { ...minimal.navbar, items: [{ type: 'dropdwn', label: 'x' }] } });
  assert.match(typo, /\n {2}hint: Did you mean "dropdown"\?$/);
});

test('a wrong value names the field, what it got and what it expects', () => {
  const messages = problemsOf({ ...minimal, baseUrl: 'docs', colorMode: { defaultMode: 'blue' } });
  assert.ok(
    messages.some((m) =>
      m.startsWith('site.config.ts: error: `baseUrl` got "docs", expected a path that starts and ends with "/"'),
    ),
    messages.join('\n'),
  );
  assert.ok(
    messages.some((m) =>
      m.startsWith('site.config.ts: error: `colorMode.defaultMode` got "blue", expected "light" or "dark"'),
    ),
    messages.join('\n'),
  );
});

test('a required field written with a typo is one error at the typo, saying what to write', () => {
  const { title: _title, ...raw } = { ...minimal, titel: 'T' };
  const source = "export default {\n  url: 'https://x.example',\n  titel: 'T',\n};\n";
  let messages: string[] = [];
  try {
    validateConfig(raw, source);
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    messages = error.problems.map(formatProblem);
  }
  assert.deepEqual(messages, [
    'site.config.ts:3: error: `title` got nothing, expected string\n  hint: `titel` on this line is not a field: did you mean `title`?',
  ]);
});

test('a base URL with characters a path may not hold is refused with the form it must have', () => {
  const messages = problemsOf({ ...minimal, baseUrl: "/a'b</script><script>alert(1)</script>/" });
  assert.deepEqual(messages, [
    'site.config.ts: error: `baseUrl` got "/a\'b</script><script>alert(1)</script>/", expected a path that starts and ends with "/", of letters, digits and "-._~" between the slashes (such as "/" or "/docs-site/")\n  hint: Write the path the site is served under, such as "/docs-site/": letters, digits and "-._~" between the slashes, no spaces, quotes or other signs.',
  ]);
});

test("a wrong value gets the value meant, or quotes, and other mistakes the writers' guide", () => {
  const messages = problemsOf({
    ...minimal,
    title: 42,
    url: 'datahub.example.com',
    baseUrl: 'docs',
    colorMode: { defaultMode: 'darkk' },
    tableOfContents: { maxHeadingLevel: 9 },
  });
  assert.deepEqual(messages, [
    "site.config.ts: error: `title` got 42, expected string\n  hint: Put the value in quotes: `'42'`.",
    'site.config.ts: error: `url` got "datahub.example.com", expected an absolute http(s) URL\n  hint: Did you mean "https://datahub.example.com"?',
    'site.config.ts: error: `baseUrl` got "docs", expected a path that starts and ends with "/", of letters, digits and "-._~" between the slashes (such as "/" or "/docs-site/")\n  hint: Did you mean "/docs/"?',
    'site.config.ts: error: `colorMode.defaultMode` got "darkk", expected "light" or "dark"\n  hint: Did you mean "dark"?',
    'site.config.ts: error: `tableOfContents.maxHeadingLevel` got 9, expected at most 6\n  hint: See "Site configuration" in docs/authoring.md for the fields and the values they take.',
  ]);
});

test("a navbar item's misspelt field or value gets what was meant, from the fields of its type", () => {
  const source =
    "export default {\n  navbar: {\n    items: [\n      { to: 'docs/', lable: 'Docs', position: 'rigth' },\n      { type: 'dropdown', label: 'More', itmes: [] },\n    ],\n  },\n};\n";
  const items = [
    { to: 'docs/', lable: 'Docs', position: 'rigth' },
    { type: 'dropdown', label: 'More', itmes: [] },
  ];
  let messages: string[] = [];
  try {
    validateConfig({ ...minimal, navbar: { ...minimal.navbar, items } }, source);
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    messages = error.problems.map(formatProblem);
  }
  assert.deepEqual(messages.sort(), [
    'site.config.ts:4: error: `navbar.items[0].position` got "rigth", expected "left" or "right"\n  hint: Did you mean "right"?',
    'site.config.ts:4: error: unknown field `navbar.items[0].lable`\n  hint: Did you mean `label`?',
    'site.config.ts:5: error: `navbar.items[1].items` got nothing, expected array\n  hint: `itmes` on this line is not a field: did you mean `items`?',
  ]);
});

test('unknown fields are rejected so typos surface', () => {
  const messages = problemsOf({ ...minimal, tagLine: 'x', colorMode: { defaultMod: 'dark' } });
  assert.ok(
    messages.includes('site.config.ts: error: unknown field `tagLine`\n  hint: Did you mean `tagline`?'),
    messages.join('\n'),
  );
  assert.ok(
    messages.includes(
      'site.config.ts: error: unknown field `colorMode.defaultMod`\n  hint: Did you mean `defaultMode`?',
    ),
    messages.join('\n'),
  );
});

test('feedback needs an endpoint; its question defaults and can be turned off', () => {
  assert.equal(validateConfig(minimal).feedback, undefined);
  assert.deepEqual(
    validateConfig({ ...minimal, feedback: { endpoint: 'https://feedback.example.com/docs' } }).feedback,
    { endpoint: 'https://feedback.example.com/docs', question: 'Was this page helpful?' },
  );
  assert.equal(
    validateConfig({ ...minimal, feedback: { endpoint: 'https://feedback.example.com/docs', question: false } })
      .feedback?.question,
    false,
  );
  const messages = problemsOf({ ...minimal, feedback: { question: 'Did this help?' } });
  assert.ok(
    messages.some((m) => m.startsWith('site.config.ts: error: `feedback.endpoint`')),
    messages.join('\n'),
  );
  assert.ok(
    problemsOf({ ...minimal, feedback: { endpoint: '/collect' } }).some((m) => m.includes('an absolute http(s) URL')),
  );
});

test('offline reading is off unless the config turns it on', () => {
  assert.equal(validateConfig(minimal).offline, false);
  assert.equal(validateConfig({ ...minimal, offline: true }).offline, true);
  const messages = problemsOf({ ...minimal, offline: 'yes' });
  assert.ok(
    messages.some((m) => m.startsWith('site.config.ts: error: `offline` got "yes", expected')),
    messages.join('\n'),
  );
});

test('social cards are off unless the config names them; their colours default and are checked', () => {
  assert.equal(validateConfig(minimal).socialCards, undefined);
  assert.deepEqual(validateConfig({ ...minimal, socialCards: {} }).socialCards, {
    background: '#0b1220',
    accent: '#58a6ff',
  });
  const messages = problemsOf({ ...minimal, socialCards: { accent: 'orange' } });
  assert.ok(
    messages.some((m) => m.startsWith('site.config.ts: error: `socialCards.accent` got "orange", expected')),
    messages.join('\n'),
  );
  assert.ok(problemsOf({ ...minimal, socialCards: { logo: 'x.svg' } }).some((m) => m.includes('socialCards')));
});
