/**
 * What `docsgen serve` does with readers' feedback (src/client/feedback.ts): prints each message
 * in the terminal, so a writer sees what the site would send, and sends nothing on.
 *
 * Any page the writer has open can send requests to this server, so only the site's own pages
 * are heard: a request must come from this server's origin (its `Origin` header, which browsers
 * set on every POST), carry one JSON object of bounded size (as text/plain, as the client's
 * beacon sends it, or application/json), and is printed with every control character escaped,
 * so that no message can move the cursor, clear the screen or retitle the writer's terminal.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log.ts';

/** Messages are a few hundred bytes; anything much larger is not one. */
export const MAX_FEEDBACK_BYTES = 16 * 1024;

export function printFeedback(req: IncomingMessage, res: ServerResponse, log: Logger): void {
  const refused = refusal(req);
  if (refused)
    return void res
      .writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
      .end(`${refused.reason}\n`);
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_FEEDBACK_BYTES) return void chunks.push(chunk);
    if (!res.headersSent) res.writeHead(413, { connection: 'close' }).end();
    req.destroy();
  });
  req.on('end', () => {
    if (size > MAX_FEEDBACK_BYTES) return;
    const message = parseMessage(Buffer.concat(chunks).toString('utf8'));
    if (!message)
      return void res
        .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not a feedback message: one JSON object was expected.\n');
    log.info(
      `feedback (printed by serve, not sent to the site's endpoint): ${escapeControls(JSON.stringify(message))}`,
    );
    res.writeHead(204).end();
  });
  req.on('error', () => res.destroy());
}

/** Why a request is not heard, before its body is read. */
function refusal(req: IncomingMessage): { status: number; reason: string } | undefined {
  const origin = req.headers.origin;
  if (!origin || origin !== `http://${req.headers.host}`)
    return { status: 403, reason: 'Feedback is heard from the pages of this server only.' };
  if (req.headers['sec-fetch-site'] && req.headers['sec-fetch-site'] !== 'same-origin')
    return { status: 403, reason: 'Feedback is heard from the pages of this server only.' };
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  if (type !== 'text/plain' && type !== 'application/json')
    return { status: 415, reason: 'Feedback is one JSON object, sent as text/plain or application/json.' };
  if (Number(req.headers['content-length'] ?? 0) > MAX_FEEDBACK_BYTES)
    return { status: 413, reason: 'Feedback messages are small.' };
  return undefined;
}

/** The message without its time (the terminal has one), or undefined when the body is not one JSON object with a type. */
function parseMessage(body: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      !parsed ||
      typeof parsed !== 'object' ||
      Array.isArray(parsed) ||
      typeof (parsed as { type?: unknown }).type !== 'string'
    )
      return undefined;
    const { time: _time, ...message } = parsed as Record<string, unknown>;
    return message;
  } catch {
    return undefined;
  }
}

/**
 * JSON escapes the C0 controls; this escapes the rest a terminal acts on or that reorders text:
 * DEL and the C1 controls (U+009B starts an escape sequence on some terminals), line and
 * paragraph separators, and the bidirectional overrides and isolates.
 */
export function escapeControls(text: string): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
