/**
 * What `docsgen serve` does with readers' feedback (src/client/feedback.ts): prints each message
 * in the terminal, so a writer sees what the site would send, and sends nothing on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '../log.ts';

/** Messages are a few hundred bytes; anything much larger is not one. */
const MAX_BYTES = 16 * 1024;

export function printFeedback(req: IncomingMessage, res: ServerResponse, log: Logger): void {
  let body = '';
  let tooLarge = false;
  req.setEncoding('utf8');
  req.on('data', (chunk: string) => {
    body += chunk;
    if (body.length > MAX_BYTES) {
      tooLarge = true;
      req.destroy();
    }
  });
  req.on('end', () => {
    if (!tooLarge) log.info(`feedback (printed by serve, not sent to the site's endpoint): ${describe(body)}`);
    res.writeHead(204).end();
  });
  req.on('error', () => res.destroy());
}

function describe(body: string): string {
  try {
    const { time: _time, ...message } = JSON.parse(body) as Record<string, unknown>;
    return JSON.stringify(message);
  } catch {
    return `(not JSON) ${body.slice(0, 200)}`;
  }
}
