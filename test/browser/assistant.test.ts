/**
 * The docs assistant in a real browser: the dialog's behaviour, the local assistant's whole
 * answer cycle, and the Markprompt protocol against a fake completions server on 127.0.0.1
 * that streams, fails, closes early and sends malformed sources.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';
import { coveredText } from '../helpers/covered.ts';
import {
  ask as askIn,
  assistantSite as buildAssistantSite,
  fakeService,
  MARKER,
  openDialog as openIn,
  pause,
  writeInPieces,
  browserForFile,
} from '../helpers/assistant.ts';
import { withMessages } from '../helpers/browser.ts';

const files = browserForFile();
const cleanup = files.cleanup;

const assistantSite = (assistant: string, search: boolean) => buildAssistantSite(assistant, search, cleanup);
const openDialog = async (url: string) => ({ page: (await openIn(await files.tab(), url)).page });
/** In a context of the test's own, for a test that exposes a function to the page (which no reset of the tab removes). */
const openDialogAlone = async (url: string) => ({
  page: (await openIn(await (await files.browser().newContext()).newPage(), url)).page,
});
const ask = askIn;

test('the dialog: loads on first use, traps focus, closes on Escape, the close button and the overlay, and gives focus back', async () => {
  const url = await assistantSite(`{ placeholder: 'Ask me anything about Fixture!' }`, true);
  const page = await files.tab();
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(`${url}/docs/quickstart`);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  const button = page.locator('.assistant-button');
  assert.equal(await button.getAttribute('aria-label'), 'Ask the docs assistant');
  await button.click();
  const input = page.locator('.assistant-dialog input');
  await input.waitFor();
  assert.ok(scripts.length > before, 'the widget code arrives on the first click');
  assert.equal(await input.getAttribute('placeholder'), 'Ask me anything about Fixture!');
  // The input takes the focus once React has mounted the dialog.
  await withMessages(page).waitForFunction(() => document.activeElement?.tagName === 'INPUT', undefined, {
    timeout: 5000,
  });
  assert.match(await page.locator('.assistant-disclaimer').innerText(), /experimental/);
  assert.equal(await page.locator('.assistant-disclaimer a').getAttribute('href'), 'https://slack.example.com/');

  // The page behind is inert (screen readers cannot wander out), and Tab cycles inside the dialog.
  const outside = await page.evaluate(() =>
    [...document.body.children]
      .filter((c) => !c.querySelector('.assistant-dialog') && c.tagName !== 'SCRIPT')
      .map((c) => c.hasAttribute('inert')),
  );
  assert.ok(outside.length > 2 && outside.every(Boolean), `inert: ${outside}`);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('.assistant-dialog'))), true);
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('.assistant-dialog'))), true);

  await page.keyboard.press('Escape');
  await page.locator('.assistant-dialog').waitFor({ state: 'detached', timeout: 5000 });
  assert.equal(await page.locator('[inert]').count(), 0, 'closing gives the page back');
  assert.equal(
    await page.evaluate(() => document.activeElement?.hasAttribute('data-assistant-open')),
    true,
    'focus returns to the button',
  );

  await button.click();
  await page.locator('.assistant-close').click();
  await page.locator('.assistant-dialog').waitFor({ state: 'detached', timeout: 5000 });
  await button.click();
  await page.locator('.assistant-overlay').waitFor();
  await page.mouse.click(5, 400);
  // A click on the overlay closes it.
  await page.locator('.assistant-dialog').waitFor({ state: 'detached', timeout: 5000 });
});

test('the floating button sits on nothing the reader needs: a free corner on wide screens; elsewhere smaller, stepping aside on scroll down, the page ending clear of it', async () => {
  const url = await assistantSite('{}', false);
  const plain = await files.browser().newContext({ javaScriptEnabled: false });
  const still = await plain.newPage();
  await still.goto(`${url}/docs/quickstart`);
  assert.equal(await still.locator('[data-assistant-open]').count(), 1);
  for (const button of await still.locator('[data-assistant-open]').all())
    assert.ok(!(await button.isVisible()), 'without JavaScript the button could not open anything');
  await plain.close();

  // Long text, a wide code block and a table reaching the text's right edge, at every height of the screen.
  const lengthen = (page: Page) =>
    page.evaluate(() => {
      const text =
        'Words that a reader needs, running to the very end of the line so that they reach the right edge. '.repeat(6);
      const parts = Array.from(
        { length: 30 },
        (_, i) =>
          `<p>${text}</p><div class="code-block"><pre><code>${'x'.repeat(200)} ${i}</code></pre></div><table><tr><td>${text}</td><td>${text}</td></tr></table>`,
      );
      // Into the article of a doc page, or the last content block of another page.
      const into =
        document.querySelector('#dg\\:main .markdown') ??
        [...document.querySelectorAll('#dg\\:main .pg-container')].at(-1)!;
      into.insertAdjacentHTML('beforeend', parts.join(''));
    });
  for (const [width, height] of [
    [1280, 800],
    [1201, 800],
    [1920, 1000],
  ]) {
    const page = await files.tab({ viewport: { width, height } });
    for (const path of ['/docs/quickstart', '/docs/features', '/']) {
      await page.goto(`${url}${path}`);
      await lengthen(page);
      assert.ok(
        await page.locator('.assistant-button').isVisible(),
        `${width}×${height} ${path}: the floating button is offered`,
      );
      assert.deepEqual(await coveredText(page), [], `${width}×${height} ${path}: nothing under the floating button`);
    }
  }

  // A phone, a tablet, and 200 % zoom of a laptop screen: no corner is free of text. The button is
  // smaller, steps aside while the reader scrolls down, and the page ends clear of it.
  for (const [width, height] of [
    [390, 600],
    [1000, 800],
    [640, 400],
    [1280, 450],
  ]) {
    const phone = width < 700;
    // A phone's touch screen is the context's own; a wider screen is the file's tab.
    const context = phone
      ? await files.browser().newContext({ viewport: { width, height }, isMobile: true, hasTouch: true })
      : undefined;
    const page = context ? await context.newPage() : await files.tab({ viewport: { width, height } });
    await page.goto(`${url}/docs/quickstart`);
    await page.evaluate(() =>
      document
        .querySelector('.markdown')!
        .append(Object.assign(document.createElement('div'), { style: 'height: 3000px' })),
    );
    const button = page.locator('.assistant-button');
    const box = async () => (await button.boundingBox())!;
    const where = `${width}×${height}`;
    assert.ok((await box()).y + (await box()).height <= height, `${where}: on the screen when the page opens`);
    assert.ok(
      (await box()).width >= 44 && (await box()).width < 60,
      `${where}: smaller than on a wide screen, still a touch target`,
    );
    await page.evaluate(() => window.scrollTo(0, 1500));
    await withMessages(page).waitForFunction(() => document.documentElement.classList.contains('navbar-hidden'));
    await withMessages(page).waitForFunction(
      () => document.querySelector('.assistant-button')!.getBoundingClientRect().top >= innerHeight,
      undefined,
      { timeout: 5000 },
    );
    // At the very end, scrolled back up a little (the button returns): the footer's last line is above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // The navbar script reads the scroll once a frame: the way up is a scroll of its own.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.evaluate(() => window.scrollBy(0, -4));
    await withMessages(page).waitForFunction(() => !document.documentElement.classList.contains('navbar-hidden'));
    await withMessages(page).waitForFunction(
      () => document.querySelector('.assistant-button')!.getBoundingClientRect().bottom <= innerHeight,
      undefined,
      { timeout: 5000 },
    );
    await withMessages(page).waitForFunction(
      () => getComputedStyle(document.querySelector('.assistant-button')!).opacity === '1',
      undefined,
      { timeout: 5000 },
    );
    const copyright = (await page.locator('.footer-copyright').boundingBox())!;
    assert.ok(
      copyright.y + copyright.height <= (await box()).y,
      `${where}: the copyright line (bottom ${copyright.y + copyright.height}) ends above the button (top ${(await box()).y})`,
    );
    await button.click();
    await page.locator('.assistant-dialog input').waitFor();
    await context?.close();
  }
});

test('the dialog goes through the modal phases: open, after-open, before-close, closed; with reduced motion it closes at once', async () => {
  const url = await assistantSite(`{ placeholder: 'Ask' }`, false);
  for (const motion of ['no-preference', 'reduce'] as const) {
    const page = await files.tab({ reducedMotion: motion });
    await page.goto(`${url}/docs/quickstart`);
    // Every phase the overlay shows, in order, recorded as it happens.
    await page.evaluate(() => {
      const w = window as Window & { __phases?: string[] };
      w.__phases = ['closed'];
      new MutationObserver(() => {
        const phase = document.querySelector('.assistant-overlay')?.getAttribute('data-modal-phase') ?? 'closed';
        if (w.__phases!.at(-1) !== phase) w.__phases!.push(phase);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-modal-phase'],
      });
    });
    await page.click('.assistant-button');
    await page.locator('.assistant-overlay[data-modal-phase="after-open"]').waitFor();
    await withMessages(page).waitForFunction(
      () => getComputedStyle(document.querySelector('.assistant-overlay')!).opacity === '1',
      undefined,
      { timeout: 2000 },
    );
    await page.keyboard.press('Escape');
    await page.locator('.assistant-dialog').waitFor({ state: 'detached', timeout: 5000 });
    const phases = await page.evaluate(() => (window as Window & { __phases?: string[] }).__phases);
    assert.deepEqual(
      phases,
      motion === 'reduce'
        ? ['closed', 'open', 'after-open', 'closed']
        : ['closed', 'open', 'after-open', 'before-close', 'closed'],
      motion,
    );
  }
});

test('reopened while it fades out, the dialog stays open', async () => {
  const url = await assistantSite(`{ placeholder: 'Ask' }`, false);
  const { page } = await openDialog(url);
  await page.locator('.assistant-overlay[data-modal-phase="after-open"]').waitFor();
  await page.keyboard.press('Escape');
  await page.click('.assistant-button');
  // Past the first dialog's fade-out, whose end must not close the second.
  await page.waitForTimeout(400);
  await page.locator('.assistant-overlay[data-modal-phase="after-open"]').waitFor();
  assert.equal(await page.locator('.assistant-dialog').count(), 1);
});

test('the local assistant streams an answer quoted from the site with its sources; nothing relevant gives the fallback', async () => {
  const url = await assistantSite(`{ placeholder: 'Ask me anything about Fixture!' }`, true);
  const { page } = await openDialogAlone(url);
  await page.press('.assistant-dialog input', 'Enter');
  assert.equal(await page.locator('.assistant-answer, .assistant-caret').count(), 0, 'an empty question does nothing');

  await page.fill('.assistant-dialog input', 'How do I install the CLI?');
  // Seen while it streams: part of the answer on screen, not yet marked finished.
  const partial: number[] = [];
  await page.exposeFunction('recordPartial', (n: number) => void partial.push(n));
  await page.evaluate(() => {
    new MutationObserver(() => {
      const streaming = document.querySelector('.assistant-answer-loading');
      if (streaming?.textContent)
        (window as unknown as { recordPartial(n: number): void }).recordPartial(streaming.textContent.length);
    }).observe(document.querySelector('.assistant-scroll')!, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  await page.press('.assistant-dialog input', 'Enter');
  await withMessages(page).waitForFunction(() => document.querySelector('.assistant-answer-done'));
  const final = (await page.locator('.assistant-answer').textContent())!.length;
  assert.ok(
    partial.some((n) => n > 0 && n < final),
    `the answer shows as it arrives (${partial.join(', ')} of ${final})`,
  );
  assert.match(await page.locator('.assistant-answer').innerText(), /install/i);
  assert.equal(await page.locator('.assistant-sources p').innerText(), 'Summary generated from the following sources:');
  const sources = await page
    .locator('.assistant-sources a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  assert.ok(sources.includes('/docs/guide/install'), sources.join(', '));

  const none = await ask(page, 'How do I bake sourdough bread?');
  assert.equal(none.answer, 'Sorry, I am not sure how to answer that.');
  assert.deepEqual(none.sources, []);
  await page.context().close();
});

/** A completions server in the Markprompt 2023 format; the prompt chooses the behaviour. */
async function markpromptReply(
  res: ServerResponse,
  body: Record<string, unknown>,
  stopped: string[],
  req: IncomingMessage,
): Promise<void> {
  const prompt = String(body.prompt);
  if (prompt.includes('error'))
    return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Error processing POST request');
  res.writeHead(200);
  if (prompt.includes('malformed')) return void res.end(`["docs/a.md",${MARKER}The answer still **shows**.`);
  if (prompt.includes('readme'))
    return void res.end(
      `["metadata-ingestion/README.md","docs/authentication/README.md"]${MARKER}See the ingestion guide.`,
    );
  if (prompt.includes('slow')) {
    res.write(`["docs/quickstart.md"]${MARKER}`);
    for (let i = 0; i < 40; i++) {
      if (res.destroyed || req.socket.destroyed) return void stopped.push(prompt);
      res.write(`word${i} `);
      await pause(60);
    }
    return void res.end();
  }
  if (prompt.includes('early')) {
    res.write('["docs/quickstart.md"]');
    await pause(30);
    res.write(`${MARKER}Partial answer`);
    await pause(30);
    return void res.destroy();
  }
  // Sources first, the marker split across writes, then the answer in pieces (a multi-byte character split too).
  await writeInPieces(
    res,
    `[{"file":{"path":"/docs/features","title":"Features"},"meta":{"leadHeading":{"value":"Search","slug":"search"}}},"docs/quickstart.md"]${MARKER}Use the **installer** — it's quick ✓. [Bad](javascript:alert(1))`,
  );
  res.end();
}

const fakeCompletions = () => fakeService('/v1/completions', markpromptReply, cleanup);

test('with an endpoint configured, the widget speaks the Markprompt protocol and survives every failure', async () => {
  const remote = await fakeCompletions();
  const url = await assistantSite(
    `{ completionsUrl: '${remote.url}', projectKey: 'pk_test_fixture', iDontKnowMessage: 'No idea, sorry.' }`,
    false,
  );
  const { page } = await openDialogAlone(url);
  const first: string[] = [];
  await page.exposeFunction('firstAnswer', (a: string) => void first.push(a));
  await page.evaluate(() =>
    window.addEventListener('docsgen:assistant-first-answer', (e) =>
      (window as unknown as { firstAnswer(a: string): void }).firstAnswer((e as CustomEvent).detail.answer),
    ),
  );

  const streamed = await ask(page, 'How do I install it?');
  assert.equal(remote.requests[0].headers['content-type'], 'application/json');
  assert.deepEqual(remote.requests[0].body, {
    prompt: 'How do I install it?',
    model: 'gpt-3.5-turbo',
    iDontKnowMessage: 'No idea, sorry.',
    projectKey: 'pk_test_fixture',
  });
  assert.equal(streamed.answer, "Use the installer — it's quick ✓. Bad");
  assert.equal(await page.locator('.assistant-answer strong').innerText(), 'installer');
  assert.equal(await page.locator('.assistant-answer a').getAttribute('href'), 'javascript:void(0)');
  assert.deepEqual(streamed.sources, [
    { text: 'Features › Search', href: '/docs/features#search' },
    { text: 'quickstart', href: '/docs/quickstart' },
  ]);
  await page.locator('.assistant-answer a').click();
  assert.match(page.url(), /\/docs\/quickstart$/, 'the no-op link goes nowhere');

  assert.deepEqual(await ask(page, 'malformed please'), { answer: 'The answer still shows.', sources: [] });
  assert.equal((await ask(page, 'server error please')).answer, 'No idea, sorry.');
  // The fallback replaces a partial answer: the answer is marked finished only once its own HTML
  // shows, never with the partial text still on screen (answers render asynchronously).
  await page.evaluate(() => {
    const seen: string[] = ((window as unknown as { finishedTexts: string[] }).finishedTexts = []);
    new MutationObserver(() => {
      const finished = document.querySelector('.assistant-answer-done');
      if (finished) seen.push((finished.textContent ?? '').trim());
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  assert.equal((await ask(page, 'close early please')).answer, 'No idea, sorry.');
  assert.deepEqual(
    new Set(await page.evaluate(() => (window as unknown as { finishedTexts: string[] }).finishedTexts)),
    new Set(['No idea, sorry.']),
  );
  assert.deepEqual(
    first,
    ["Use the **installer** — it's quick ✓. [Bad](javascript:alert(1))"],
    'the first completed answer is announced once',
  );
  await page.context().close();
});

test('a new question or Stop ends the answer still streaming; sources open in a new tab, a README as its folder page', async () => {
  const remote = await fakeCompletions();
  const url = await assistantSite(`{ completionsUrl: '${remote.url}', projectKey: 'pk_test_fixture' }`, false);
  const { page } = await openDialog(url);
  await page.fill('.assistant-dialog input', 'slow one');
  await page.press('.assistant-dialog input', 'Enter');
  await withMessages(page).waitForFunction(() =>
    document.querySelector('.assistant-answer')?.textContent?.includes('word2'),
  );
  // Asked again while the first answer streams: only the second answer shows, and the first request stops.
  const second = await ask(page, 'How do I install it?');
  assert.equal(second.answer, "Use the installer — it's quick ✓. Bad");
  await page.waitForTimeout(300);
  assert.equal(
    (await page.locator('.assistant-answer').innerText()).trim(),
    second.answer,
    'the older stream does not write over it',
  );
  assert.deepEqual(remote.stopped, ['slow one']);

  await page.fill('.assistant-dialog input', 'slow two');
  await page.press('.assistant-dialog input', 'Enter');
  await withMessages(page).waitForFunction(() =>
    document.querySelector('.assistant-answer')?.textContent?.includes('word2'),
  );
  await page.click('.assistant-stop');
  await page.waitForSelector('.assistant-answer-done');
  const kept = (await page.locator('.assistant-answer').innerText()).trim();
  assert.match(kept, /^word0 word1 word2/, 'what arrived stays');
  assert.doesNotMatch(kept, /word39/);
  // The server notices the closed stream at its next write.
  await new Promise((done) => setTimeout(done, 300));
  assert.deepEqual(remote.stopped, ['slow one', 'slow two']);
  assert.equal(await page.locator('.assistant-stop').count(), 0);

  const readme = await ask(page, 'readme please');
  assert.deepEqual(
    readme.sources.map((s) => s.href),
    ['/docs/metadata-ingestion', '/docs/authentication'],
  );
  assert.deepEqual(
    await page.locator('.assistant-sources a').evaluateAll((links) => links.map((a) => a.getAttribute('target'))),
    ['_blank', '_blank'],
  );
});
