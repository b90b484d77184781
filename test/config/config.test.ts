import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateConfig } from '../../src/config/load.ts';
import { ConfigError, formatProblem } from '../../src/errors.ts';

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
  assert.equal(message.split('\n')[0], 'site.config.ts: error: `navbar.items[0].type` got "fancy", expected one of default, dropdown, search, html, doc, docSidebar, docsVersion, docsVersionDropdown, localeDropdown');
  const [typo] = problemsOf({ ...minimal, navbar: { ...minimal.navbar, items: [{ type: 'dropdwn', label: 'x' }] } });
  assert.match(typo, /\n {2}hint: Did you mean "dropdown"\?$/);
});

test('a wrong value names the field, what it got and what it expects', () => {
  const messages = problemsOf({ ...minimal, baseUrl: 'docs', colorMode: { defaultMode: 'blue' } });
  assert.ok(messages.some((m) => m.startsWith('site.config.ts: error: `baseUrl` got "docs", expected a path that starts and ends with "/"')), messages.join('\n'));
  assert.ok(messages.some((m) => m.startsWith('site.config.ts: error: `colorMode.defaultMode` got "blue", expected "light" or "dark"')), messages.join('\n'));
});

test('a required field written with a typo is one error at the typo, saying what to write', () => {
  const { tagline: _tagline, ...raw } = { ...minimal, tagLine: 'x' };
  const source = "export default {\n  title: 'T',\n  tagLine: 'x',\n};\n";
  let messages: string[] = [];
  try {
    validateConfig(raw, source);
  } catch (error) {
    assert.ok(error instanceof ConfigError);
    messages = error.problems.map(formatProblem);
  }
  assert.deepEqual(messages, ['site.config.ts:3: error: `tagline` got nothing, expected string\n  hint: `tagLine` on this line is not a field: did you mean `tagline`?']);
});

test('unknown fields are rejected so typos surface', () => {
  const messages = problemsOf({ ...minimal, tagLine: 'x', colorMode: { defaultMod: 'dark' } });
  assert.ok(messages.includes('site.config.ts: error: unknown field `tagLine`\n  hint: Did you mean `tagline`?'), messages.join('\n'));
  assert.ok(messages.includes('site.config.ts: error: unknown field `colorMode.defaultMod`\n  hint: Did you mean `defaultMode`?'), messages.join('\n'));
});

test('feedback needs an endpoint; its question defaults and can be turned off', () => {
  assert.equal(validateConfig(minimal).feedback, undefined);
  assert.deepEqual(validateConfig({ ...minimal, feedback: { endpoint: 'https://feedback.example.com/docs' } }).feedback, { endpoint: 'https://feedback.example.com/docs', question: 'Was this page helpful?' });
  assert.equal(validateConfig({ ...minimal, feedback: { endpoint: 'https://feedback.example.com/docs', question: false } }).feedback?.question, false);
  const messages = problemsOf({ ...minimal, feedback: { question: 'Did this help?' } });
  assert.ok(messages.some((m) => m.startsWith('site.config.ts: error: `feedback.endpoint`')), messages.join('\n'));
  assert.ok(problemsOf({ ...minimal, feedback: { endpoint: '/collect' } }).some((m) => m.includes('an absolute http(s) URL')));
});

test('offline reading is off unless the config turns it on', () => {
  assert.equal(validateConfig(minimal).offline, false);
  assert.equal(validateConfig({ ...minimal, offline: true }).offline, true);
  const messages = problemsOf({ ...minimal, offline: 'yes' });
  assert.ok(messages.some((m) => m.startsWith('site.config.ts: error: `offline` got "yes", expected')), messages.join('\n'));
});

test('social cards are off unless the config names them; their colours default and are checked', () => {
  assert.equal(validateConfig(minimal).socialCards, undefined);
  assert.deepEqual(validateConfig({ ...minimal, socialCards: {} }).socialCards, { background: '#0b1220', accent: '#58a6ff' });
  const messages = problemsOf({ ...minimal, socialCards: { accent: 'orange' } });
  assert.ok(messages.some((m) => m.startsWith('site.config.ts: error: `socialCards.accent` got "orange", expected')), messages.join('\n'));
  assert.ok(problemsOf({ ...minimal, socialCards: { logo: 'x.svg' } }).some((m) => m.includes('socialCards')));
});
