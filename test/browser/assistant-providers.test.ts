/**
 * The assistant as configured, in a real browser under the site's own content security policy:
 * a Markprompt service and a self-hosted OpenAI-compatible server (fakes on 127.0.0.1) receive
 * the question and stream answers that render with their sources; when a service fails, the local
 * assistant answers instead and the failure is logged; hostile output never keeps the dialog busy.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Page } from 'playwright-core';
import {
  ask,
  assistantSite,
  chatDelta,
  fakeService,
  MARKER,
  openDialog,
  pause,
  writeInPieces,
  browserForFile,
} from '../helpers/assistant.ts';

const files = browserForFile();
const cleanup = files.cleanup;

/** What the fake services do with their next request: answer, or fail in the way named. */
const behaviours: string[] = [];
const next = () => behaviours.shift() ?? 'answer';

/** Markprompt's side. */
async function markprompt(res: ServerResponse): Promise<void> {
  const prompt = next();
  if (prompt.includes('500'))
    return void res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Error processing POST request');
  if (prompt.includes('204')) return void res.writeHead(204).end();
  if (prompt.includes('drop')) return void res.destroy();
  res.writeHead(200, { 'Content-Type': 'application/json' });
  await writeInPieces(
    res,
    `["docs/guide/install.md",{"file":{"path":"/docs/features","title":"Features"}}]${MARKER}Run \`pip install fixture\` — *done* ✓.`,
  );
  res.end();
}

/** Violations of the content security policy the page reports. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on(
    'console',
    (message) => /Content Security Policy|Refused to/i.test(message.text()) && seen.push(message.text()),
  );
  return seen;
}

test('Markprompt: the question goes to its endpoint as the spec asks, the streamed answer renders with its sources, the CSP allows it', async () => {
  const service = await fakeService('/v1/completions', markprompt, cleanup);
  const url = await assistantSite(
    `{ projectKey: 'pk_test_fixture', completionsUrl: '${service.url}' }`,
    true,
    cleanup,
    { headers: true },
  );
  const { page, errors } = await openDialog(await files.tab(), url);
  const violations = cspViolations(page);
  const { answer, sources } = await ask(page, 'How do I install the CLI?');
  assert.deepEqual(
    service.requests.map((r) => [r.headers['content-type'], r.body]),
    [
      [
        'application/json',
        {
          prompt: 'How do I install the CLI?',
          model: 'gpt-3.5-turbo',
          iDontKnowMessage: 'Sorry, I am not sure how to answer that.',
          projectKey: 'pk_test_fixture',
        },
      ],
    ],
  );
  assert.equal(answer, 'Run pip install fixture — done ✓.');
  assert.equal(await page.locator('.assistant-answer code').innerText(), 'pip install fixture');
  assert.deepEqual(sources, [
    { text: 'guide/install', href: '/docs/guide/install' },
    { text: 'Features', href: '/docs/features' },
  ]);
  assert.deepEqual([violations, errors], [[], []]);
});

test('when Markprompt fails (an error status, a 204 with no body, a dropped connection) the local assistant answers, and the failure is logged', async () => {
  const service = await fakeService('/v1/completions', markprompt, cleanup);
  const url = await assistantSite(
    `{ projectKey: 'pk_test_fixture', completionsUrl: '${service.url}', iDontKnowMessage: 'No idea, sorry.' }`,
    true,
    cleanup,
    { headers: true },
  );
  const { page, errors } = await openDialog(await files.tab(), url);
  const expected: [string, RegExp][] = [
    ['500', /Markprompt answered 500 Internal Server Error: Error processing POST request/],
    ['204', /Markprompt answered 204 No Content with no body/],
    ['drop', /Markprompt\) failed; the local assistant answers instead/],
  ];
  for (const [behaviour, logged] of expected) {
    const before = errors.length;
    behaviours.push(behaviour);
    const question = 'How do I install the CLI?';
    const { answer, sources } = await ask(page, question);
    assert.match(answer, /pip install fixture/, `${behaviour}: the local assistant's answer`);
    assert.ok(
      sources.some((s) => s.href.startsWith('/docs/guide/install')),
      JSON.stringify(sources),
    );
    assert.ok(
      errors.slice(before).some((e) => logged.test(e)),
      `${behaviour}: logged ${JSON.stringify(errors.slice(before))}`,
    );
  }
  // Both fail: Markprompt errs and the docs do not cover the question.
  behaviours.push('500');
  assert.equal((await ask(page, 'How do I bake sourdough bread?')).answer, 'No idea, sorry.');
});

/** The self-hosted server's side: streams an answer citing the sections it was given, or misbehaves. */
async function chatServer(
  res: ServerResponse,
  _body: Record<string, unknown>,
  stopped: string[],
  req: IncomingMessage,
): Promise<void> {
  const question = next();
  if (question.includes('500'))
    return void res
      .writeHead(500, { 'Content-Type': 'application/json' })
      .end('{"error":{"message":"model llama-x not found"}}');
  res.writeHead(200, { 'Content-Type': 'text/event-stream' });
  const send = async (pieces: string[]) => {
    for (const piece of pieces) {
      if (req.socket.destroyed) return void stopped.push(question);
      res.write(chatDelta(piece));
      await pause(15);
    }
  };
  if (question.includes('broken'))
    return void (await send(['Half an ans']), res.end('data: {"error":{"message":"out of memory"}}\n\n'));
  if (question.includes('hostile')) {
    await send([
      '[click](javascript:window.owned=2) ',
      '<script>window.owned = 1</script>',
      '<img src=x onerror="window.owned=3">',
      '\n\n<script>window.owned = 4</script>',
    ]);
    return void res.end('data: [DONE]\n\n');
  }
  if (question.includes('deep')) return void (await send([`${'> '.repeat(5000)}deep`]), res.end('data: [DONE]\n\n'));
  if (question.includes('endless')) {
    for (let i = 0; i < 5000; i++) {
      if (req.socket.destroyed) return void stopped.push(question);
      res.write(chatDelta(`word${i} `.repeat(20)));
      await pause(2);
    }
    return void res.end();
  }
  await send(['To install it, run ', '`pip install fixture`', ' [1].\n\n', '```bash\npip install fixture\n```']);
  res.end('data: [DONE]\n\n');
}

test('a self-hosted OpenAI-compatible server gets the question with the best sections of the site, streams the answer, and those sections are the sources', async () => {
  const server = await fakeService('/v1/chat/completions', chatServer, cleanup);
  const base = server.url.replace('/chat/completions', '');
  const url = await assistantSite(`{ provider: 'openai', baseUrl: '${base}', model: 'llama-x' }`, true, cleanup, {
    headers: true,
  });
  const { page, errors } = await openDialog(await files.tab(), url);
  const violations = cspViolations(page);
  const { answer, sources } = await ask(page, 'How do I install the CLI?');
  const request = server.requests[0];
  assert.equal(request.body.model, 'llama-x');
  assert.equal(request.body.stream, true);
  const [system, user] = request.body.messages as { role: string; content: string }[];
  assert.equal(system.role, 'system');
  assert.match(system.content, /using only the numbered sections/);
  assert.match(user.content, /^Documentation sections:\n\n\[1\] Install the CLI/);
  assert.match(user.content, /pip install fixture/);
  assert.match(user.content, /\n\nQuestion: How do I install the CLI\?$/);
  assert.match(answer, /^To install it, run pip install fixture \[1\]\.\n+pip install fixture$/);
  assert.equal(await page.locator('.assistant-answer pre code').innerText(), 'pip install fixture\n');
  assert.ok(sources.length > 0 && sources[0].href.startsWith('/docs/guide/install'), JSON.stringify(sources));
  assert.deepEqual([violations, errors], [[], []]);
});

test('the OpenAI-compatible server failing, breaking off, or sending hostile or endless output: the dialog always finishes, safely', async () => {
  const server = await fakeService('/v1/chat/completions', chatServer, cleanup);
  const url = await assistantSite(
    `{ provider: 'openai', baseUrl: '${server.url.replace('/chat/completions', '')}', model: 'llama-x' }`,
    true,
    cleanup,
  );
  const { page, errors } = await openDialog(await files.tab(), url);
  for (const behaviour of ['500', 'broken']) {
    behaviours.push(behaviour);
    const { answer } = await ask(page, 'How do I install the CLI?');
    assert.match(answer, /pip install fixture/, `${behaviour}: the local assistant answers instead`);
    assert.doesNotMatch(answer, /Half an ans/);
  }
  assert.ok(
    errors.some((e) =>
      /answered 500 Internal Server Error: \{"error":\{"message":"model llama-x not found"\}\}/.test(e),
    ),
    errors.join('\n'),
  );
  assert.ok(
    errors.some((e) => /reported an error: out of memory/.test(e)),
    errors.join('\n'),
  );

  behaviours.push('hostile');
  await ask(page, 'How do I install the CLI?');
  assert.equal(await page.evaluate(() => (window as unknown as { owned?: number }).owned), undefined, 'no script ran');
  assert.equal(await page.locator('.assistant-answer script, .assistant-answer img').count(), 0);
  await page.locator('.assistant-answer a[data-no-op]').click();
  assert.equal(
    await page.evaluate(() => (window as unknown as { owned?: number }).owned),
    undefined,
    'the javascript: link goes nowhere',
  );
  behaviours.push('deep');
  assert.match(
    (await ask(page, 'How do I install it with pip?')).answer,
    /^(> ){100}.*deep$/s,
    'nesting too deep is shown as text',
  );

  behaviours.push('endless');
  const endless = await ask(page, 'How do I install the CLI?');
  assert.match(endless.answer, /The answer was too long and has been cut\.\)$/);
  await page.waitForTimeout(300);
  assert.deepEqual(server.stopped, ['endless'], 'the server sees the reader go');
});
