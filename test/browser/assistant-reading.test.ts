/**
 * Reading an answer: wide code scrolls from the keyboard, the answer area stops following the
 * text while the reader reads above and follows again at the bottom, and the dialog with an
 * answer has no serious accessibility violation, light or dark.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import type { ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';
import { repoRoot } from '../helpers/site.ts';
import { ask, assistantSite, browserForFile, fakeService, MARKER, openDialog, pause } from '../helpers/assistant.ts';
import { withMessages } from '../helpers/browser.ts';

const files = browserForFile();
let url: string;
/** How the fake service answers its next question. */
let reply: 'code' | 'long' = 'code';

const WIDE = `datahub ingest -c recipe.dhub.yaml ${'--option value '.repeat(20)}`;
const SOURCES =
  '[{"file":{"path":"/docs/guide/install","title":"Install the CLI"}},{"file":{"path":"/docs/features","title":"Features"},"meta":{"leadHeading":{"value":"Search","slug":"search"}}}]';

async function service(res: ServerResponse): Promise<void> {
  res.writeHead(200);
  res.write(`${SOURCES}${MARKER}`);
  if (reply === 'code')
    return void res.end(
      `Run it with every option:\n\n\`\`\`bash\n${WIDE}\n\`\`\`\n\n| Option | Meaning |\n|---|---|\n| \`-c\` | ${'the recipe file, '.repeat(12)}|\n\nThen open the web app.`,
    );
  // A long answer that arrives paragraph after paragraph, pausing where the test reads (`gates`),
  // so that a slow machine cannot let the stream end before the test has scrolled.
  res.on('close', () => gates.forEach((gate) => gate.open()));
  for (let i = 0; i < 60 && !res.destroyed; i++) {
    res.write(`Paragraph ${i}: ${'more text that fills the answer area line after line. '.repeat(3)}\n\n`);
    await gates.find((gate) => gate.after === i)?.opened;
    await pause(40);
  }
  res.end();
}

/** A point in the long answer where the service waits until the test opens it. */
function gate(after: number): { after: number; opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { after, opened, open: () => open() };
}
let gates = [gate(16), gate(28), gate(44)];

test.before(async () => {
  const fake = await fakeService('/v1/completions', service, files.cleanup);
  url = await assistantSite(`{ projectKey: 'pk_test_fixture', completionsUrl: '${fake.url}' }`, false, files.cleanup);
});

test('code and tables in an answer are named regions that Tab reaches, and wide code scrolls with the arrow keys', async () => {
  reply = 'code';
  const { page } = await openDialog(await files.tab({ viewport: { width: 390, height: 844 } }), url);
  await ask(page, 'How do I run a recipe?');
  for (const [selector, name] of [
    ['.assistant-answer pre', 'Code'],
    ['.assistant-answer .assistant-table', 'Table'],
  ]) {
    const region = page.locator(selector);
    assert.equal(await region.getAttribute('role'), 'region');
    assert.equal(await region.getAttribute('aria-label'), name);
    // From the question field, Tab moves through the dialog until it reaches the region.
    await page.focus('.assistant-dialog input');
    for (let i = 0; i < 10 && !(await region.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    assert.ok(await region.evaluate((el) => el === document.activeElement), `${name}: reached by Tab`);
  }
  // The code line is wider than the dialog: the arrow keys scroll it.
  const code = page.locator('.assistant-answer pre');
  assert.ok(await code.evaluate((el) => el.scrollWidth > el.clientWidth), 'wider than the dialog');
  await code.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await withMessages(page).waitForFunction((el) => el!.scrollLeft > 0, await code.elementHandle());
});

/** The answer area's distance from its bottom. */
const fromBottom = (page: Page) =>
  page.locator('.assistant-scroll').evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);

test('while an answer streams, scrolling up stops the area following it; back at the bottom, it follows again', async () => {
  reply = 'long';
  gates = [gate(16), gate(28), gate(44)];
  const [reading, scrolledUp, backDown] = gates;
  const { page } = await openDialog(await files.tab({ viewport: { width: 1280, height: 720 } }), url);
  await page.fill('.assistant-dialog input', 'Tell me everything about recipes');
  await page.press('.assistant-dialog input', 'Enter');
  const area = page.locator('.assistant-scroll');
  const paragraph = (n: number) =>
    withMessages(page).waitForFunction(
      (n) => document.querySelector('.assistant-answer')?.textContent?.includes(`Paragraph ${n}`),
      n,
      { timeout: 15_000 },
    );
  // It follows the text while the reader lets it.
  await paragraph(16);
  await withMessages(page)
    .waitForFunction(
      () => {
        const el = document.querySelector('.assistant-scroll')!;
        return el.scrollHeight - el.scrollTop - el.clientHeight < 30;
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(async () => assert.fail(`not at the bottom while following: ${await fromBottom(page)} px above it`));

  // The reader scrolls up to read: new text does not pull them back down.
  await area.hover();
  await page.mouse.wheel(0, -400);
  await withMessages(page)
    .waitForFunction(
      () => {
        const el = document.querySelector('.assistant-scroll')!;
        return el.scrollHeight - el.scrollTop - el.clientHeight > 150;
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(async () =>
      assert.fail(`the wheel did not scroll the answer up: ${await fromBottom(page)} px above the bottom`),
    );
  // A wheel scroll may still be gliding: the reading position is where it comes to rest.
  await withMessages(page).waitForFunction(
    () => {
      const w = window as unknown as { lastTop?: number; still?: number };
      const top = document.querySelector('.assistant-scroll')!.scrollTop;
      w.still = top === w.lastTop ? (w.still ?? 0) + 1 : 0;
      w.lastTop = top;
      return w.still >= 5;
    },
    undefined,
    { polling: 'raf', timeout: 5_000 },
  );
  const kept = await area.evaluate((el) => el.scrollTop);
  reading.open();
  await paragraph(28);
  assert.ok(Math.abs((await area.evaluate((el) => el.scrollTop)) - kept) < 2, 'the reading position stays');
  assert.ok((await fromBottom(page)) > 300, 'the new text arrived below the reader');

  // Back at the bottom, it follows again.
  await area.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  scrolledUp.open();
  await paragraph(44);
  await withMessages(page)
    .waitForFunction(
      () => {
        const el = document.querySelector('.assistant-scroll')!;
        return el.scrollHeight - el.scrollTop - el.clientHeight < 30;
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(async () => assert.fail(`does not follow again: ${await fromBottom(page)} px above the bottom`));
  backDown.open();
  await page.click('.assistant-stop');
});

for (const theme of ['light', 'dark']) {
  test(`axe: the dialog with an answer and its sources has no serious or critical violation (${theme})`, async () => {
    reply = 'code';
    const { page } = await openDialog(
      await files.tab({ viewport: { width: 1280, height: 900 }, colorScheme: theme === 'dark' ? 'dark' : 'light' }),
      url,
    );
    await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
    await ask(page, 'How do I run a recipe?');
    await page.locator('.assistant-overlay[data-modal-phase="after-open"]').waitFor();
    await withMessages(page).waitForFunction(
      () => getComputedStyle(document.querySelector('.assistant-overlay')!).opacity === '1',
    );
    await page.addScriptTag({ path: join(repoRoot, 'node_modules/axe-core/axe.min.js') });
    const violations = await page.evaluate(async () => {
      type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
      const result = await (
        window as unknown as { axe: { run(context: unknown, options: unknown): Promise<Result> } }
      ).axe.run('.assistant-overlay', { runOnly: ['wcag2a', 'wcag2aa', 'best-practice'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
    });
    assert.deepEqual(violations, []);
  });
}
