/**
 * The dev server trusts no page: feedback is heard only from its own pages, as one bounded JSON
 * object, printed with control characters escaped; requests addressed to another host name (DNS
 * rebinding) are refused unless allowed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { startDevServer, type DevServer } from '../../src/node/serve/dev-server.ts';
import type { Logger } from '../../src/node/log.ts';
import { tempSite, type TempSite } from '../helpers/site.ts';
import { escapeControls } from '../../src/node/serve/feedback-sink.ts';

let site: TempSite;
let server: DevServer;
let port: string;
const printed: string[] = [];
const log: Logger = {
  info: (m) => printed.push(m),
  warn: (m) => printed.push(`warning: ${m}`),
  debug() {},
  progress() {},
};

test.before(async () => {
  site = await tempSite('valid');
  server = await startDevServer({
    root: site.root,
    port: 0,
    host: '127.0.0.1',
    watch: false,
    log,
    allowedHosts: ['docs.test', '.preview.test'],
  });
  port = new URL(server.url).port;
});

test.after(async () => {
  await server.close();
  await site.remove();
});

/** A raw request with exactly these headers (fetch would set its own Origin and Host). */
function send(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path, method, headers: { host: `127.0.0.1:${port}`, ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

const own = () => ({ origin: `http://127.0.0.1:${port}`, 'content-type': 'text/plain;charset=UTF-8' });
const feedback = (headers: Record<string, string>, body: string | Buffer) =>
  send('/__docsgen/feedback', { method: 'POST', headers, body });
const printedFeedback = () => printed.filter((line) => line.startsWith('feedback'));

test('feedback from another origin, without an origin, or not JSON is refused and never printed', async () => {
  const hostile = '\x1b[2J\x1b]0;pwned\x07\rdocsgen: all good\n';
  assert.equal(
    (
      await feedback(
        { origin: 'https://evil.example', 'content-type': 'text/plain' },
        JSON.stringify({ type: 'page-feedback', helpful: true }),
      )
    ).status,
    403,
  );
  assert.equal(
    (await feedback({ 'content-type': 'text/plain' }, JSON.stringify({ type: 'page-feedback', helpful: true }))).status,
    403,
  );
  assert.equal(
    (
      await feedback(
        { ...own(), 'sec-fetch-site': 'cross-site' },
        JSON.stringify({ type: 'page-feedback', helpful: true }),
      )
    ).status,
    403,
  );
  assert.equal(
    (await feedback({ ...own(), 'content-type': 'application/x-www-form-urlencoded' }, 'type=x')).status,
    415,
  );
  assert.equal((await feedback(own(), hostile)).status, 400);
  assert.equal((await feedback(own(), '["not", "an object"]')).status, 400);
  assert.equal((await feedback(own(), 'x'.repeat(17 * 1024))).status, 413);
  assert.deepEqual(printedFeedback(), []);
});

test("feedback from the server's own pages is printed on one line, every control character escaped", async () => {
  const comment = 'Nice\x1b[2J\x1b]0;pwned\x07\r\nfake line\u009b31m\u202eevil\u2028';
  const sent = await feedback(
    own(),
    JSON.stringify({ type: 'page-feedback-comment', comment, page: '/docs/quickstart', time: '2024-01-01T00:00:00Z' }),
  );
  assert.equal(sent.status, 204);
  assert.deepEqual(printedFeedback(), [
    'feedback (printed by serve, not sent to the site\'s endpoint): {"type":"page-feedback-comment","comment":"Nice\\u001b[2J\\u001b]0;pwned\\u0007\\r\\nfake line\\u009b31m\\u202eevil\\u2028","page":"/docs/quickstart"}',
  ]);
  assert.doesNotMatch(printedFeedback()[0], /[\x00-\x1f\x7f-\x9f\u2028\u202e]/);
  assert.equal(escapeControls('plain text, é ✓'), 'plain text, é ✓');
});

test('requests for another host name are refused (DNS rebinding); IP addresses, localhost and allowed names are served', async () => {
  for (const host of [
    'evil.example',
    `evil.example:${port}`,
    'localhost.evil.example',
    'docs.test.evil.example',
    'xdocs.test',
  ]) {
    const refused = await send('/docs/quickstart', { headers: { host } });
    assert.equal(refused.status, 403, host);
    assert.match(
      refused.body,
      /Blocked request: this host \([a-z.]+\) is not allowed\. To allow it, start docsgen serve with --allowed-hosts /,
    );
  }
  assert.equal(
    (
      await send('/__docsgen/feedback', {
        method: 'POST',
        headers: { host: 'evil.example', origin: 'http://evil.example', 'content-type': 'text/plain' },
        body: '{"type":"x"}',
      })
    ).status,
    403,
  );
  assert.equal((await send('/__docsgen/events', { headers: { host: 'evil.example' } })).status, 403);
  for (const host of [
    `127.0.0.1:${port}`,
    `localhost:${port}`,
    `app.localhost:${port}`,
    `[::1]:${port}`,
    `docs.test:${port}`,
    'preview.test',
    `pr-12.preview.test:${port}`,
  ]) {
    assert.equal((await send('/docs/quickstart', { headers: { host } })).status, 200, host);
  }
  assert.equal(
    printed.filter((line) => line.includes('refused a request for host evil.example')).length,
    1,
    'the writer is told once per name',
  );
});
