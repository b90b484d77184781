/**
 * Hostile assistant answers: nested thousands deep, megabytes long, with links to other sites
 * written without a scheme, and replayed in chunks that split anything. Nothing executable is
 * ever rendered, the renderer's work is bounded, and the widget always finishes its answer.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import type { Element } from 'hast';
import { MAX_ANSWER_CHARS, NO_OP_HREF, renderAnswer } from '../../src/client/assistant/markdown.ts';
import { CUT_NOTE, MAX_ANSWER_LENGTH, readAnswerStream, STREAM_SEPARATOR } from '../../src/client/assistant/stream.ts';
import { buildSite } from '../../src/node/build.ts';
import { tempSite } from '../helpers/site.ts';
import { launchBrowser, serveFolder, withMessages } from '../helpers/browser.ts';

const HOSTILE: Record<string, string> = {
  'quotes 5,000 deep': '>'.repeat(5_000) + ' deep',
  'lists 10,000 deep': '- '.repeat(10_000) + 'deep',
  'images 5,000 deep': '!['.repeat(5_000) + 'x' + '](javascript:alert(1))'.repeat(5_000),
  'emphasis 2,000 deep': '*x _x '.repeat(1_000) + 'y' + ' x_ x*'.repeat(1_000),
  'script and handlers':
    'Hi <script>alert(1)</script><img src=x onerror=alert(1)> [a](javascript:alert(1)) [b](//evil.example/x) [c](https://ok.example/) ✓é',
  'nine megabytes': 'Word '.repeat(1_800_000),
};

/** Elements that could run or load something: scripts, handlers, `javascript:` links, images. */
function executable(html: string): string[] {
  const found: string[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (node: Element) => {
    if (['script', 'iframe', 'img', 'object', 'embed', 'svg'].includes(node.tagName)) found.push(node.tagName);
    for (const [name, value] of Object.entries(node.properties)) {
      if (/^on/i.test(name)) found.push(name);
      if (name === 'href' && String(value).trim().toLowerCase().startsWith('javascript:') && value !== NO_OP_HREF)
        found.push(String(value));
    }
  });
  return found;
}

test('hostile answers render bounded, as plain text when too deep, and never executable', async () => {
  for (const [name, answer] of Object.entries(HOSTILE)) {
    const html = await renderAnswer(answer);
    assert.deepEqual(executable(html), [], name);
    assert.ok(html.length < MAX_ANSWER_CHARS * 2, `${name}: bounded (${html.length})`);
  }
  assert.match(await renderAnswer(HOSTILE['quotes 5,000 deep']), /^<p class="assistant-plain">&gt;&gt;&gt;/);
  assert.match(await renderAnswer(HOSTILE['nine megabytes']), /The answer was too long and has been cut\./);
  const links = await renderAnswer(HOSTILE['script and handlers']);
  assert.match(links, /<a href="\/\/evil\.example\/x" target="_blank" rel="noopener noreferrer">b<\/a>/);
  assert.match(links, /<a href="https:\/\/ok\.example\/" target="_blank" rel="noopener noreferrer">c<\/a>/);
});

test('answers replayed in chunks that split markers, escapes and characters render safely at every step', async () => {
  for (const [name, answer] of Object.entries(HOSTILE)) {
    if (answer.length > 100_000) continue;
    const bytes = Buffer.from(`["docs/quickstart.md"]${STREAM_SEPARATOR}${answer}`);
    for (const size of [1, 2, 3, 7, 4096]) {
      let offset = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (offset >= bytes.length) return controller.close();
          controller.enqueue(bytes.subarray(offset, (offset += size)));
        },
      });
      const seen: string[] = [];
      const result = await readAnswerStream(body, { onAnswer: (text) => seen.push(text) });
      // The stream cuts an answer past its length, with a note.
      assert.equal(
        result.answer,
        answer.length > MAX_ANSWER_LENGTH ? answer.slice(0, MAX_ANSWER_LENGTH) + CUT_NOTE : answer,
        `${name} in chunks of ${size}`,
      );
      // A few steps of each replay, the last one always: each is rendered as the widget would.
      for (const text of [...seen.filter((_, i) => i % 997 === 0), seen.at(-1)!])
        assert.deepEqual(executable(await renderAnswer(text)), [], `${name}, ${size}-byte chunks`);
    }
  }
});

test('in the browser, every hostile answer finishes: the widget leaves its loading state', async (t) => {
  const remote = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    if (req.method === 'OPTIONS') return res.writeHead(200).end('ok');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const answer = HOSTILE[String(JSON.parse(raw).prompt)];
    res.writeHead(200);
    const bytes = Buffer.from(`["docs/quickstart.md"]${STREAM_SEPARATOR}${answer}`);
    // Awkward chunks: 5 bytes at a time for the first kilobyte, then large ones.
    for (let i = 0; i < bytes.length; i += i < 1024 ? 5 : 256 * 1024)
      res.write(bytes.subarray(i, i + (i < 1024 ? 5 : 256 * 1024)));
    res.end();
  });
  await new Promise<void>((done) => remote.listen(0, '127.0.0.1', () => done()));
  const port = (remote.address() as { port: number }).port;
  const site = await tempSite('valid');
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config.replace(
      '  i18n:',
      `  assistant: { completionsUrl: 'http://127.0.0.1:${port}/v1/completions', projectKey: 'pk_test' },\n  i18n:`,
    ),
  );
  await buildSite({ root: site.root, outDir: join(site.root, 'build'), search: false });
  const server = await serveFolder(join(site.root, 'build'));
  const browser = await launchBrowser();
  t.after(async () => {
    await browser.close();
    await server.close();
    remote.closeAllConnections();
    remote.close();
    await site.remove();
  });
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`${server.url}/docs/quickstart`);
  await page.click('.assistant-button');
  for (const name of Object.keys(HOSTILE)) {
    const previous = await page.evaluateHandle(() => document.querySelector('.assistant-answer'));
    await page.fill('.assistant-dialog input', name);
    await page.press('.assistant-dialog input', 'Enter');
    await withMessages(page).waitForFunction(
      (old) => {
        const done = document.querySelector('.assistant-answer-done');
        return done !== null && done !== old;
      },
      previous,
      { timeout: 60_000 },
    );
    const html = await page.locator('.assistant-answer').innerHTML();
    assert.deepEqual(executable(html), [], name);
  }
  // The last answer asked: nine megabytes, of which the first MAX_ANSWER_CHARS show.
  const shown = await page.locator('.assistant-answer').evaluate((answer) => answer.textContent!.length);
  assert.ok(shown > MAX_ANSWER_CHARS / 2 && shown < MAX_ANSWER_CHARS * 2, `${shown} characters shown`);
  assert.deepEqual(dialogs, []);
});
