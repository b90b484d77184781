/** An OpenAI-compatible server's event stream read as the widget's completions stream, however it is cut, and capped. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { completionsStream } from '../../src/client/assistant/openai.ts';
import { CUT_NOTE, MAX_ANSWER_LENGTH, readAnswerStream, STREAM_SEPARATOR } from '../../src/client/assistant/stream.ts';

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(encoder.encode(chunks[i++]));
      else controller.close();
    },
  });
}

const delta = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
const HEAD = `[{"file":{"path":"/docs/a","title":"A"}}]${STREAM_SEPARATOR}`;

test('deltas become the answer, the sections the sources; comments, roles and what follows [DONE] are left out', async () => {
  const body = [
    ': keep-alive\n\n',
    `data: ${JSON.stringify({ choices: [{ delta: { role: 'assistant' } }] })}\n\n`,
    delta('Set `PORT'),
    delta('=9002` — ça va ✓.'),
    'data: [DONE]\n\n',
    delta('after done'),
  ].join('');
  for (const size of [1, 3, 7, body.length]) {
    const chunks = body.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g'))!;
    const result = await readAnswerStream(completionsStream(HEAD, streamOf(chunks)));
    assert.equal(result.answer, 'Set `PORT=9002` — ça va ✓.', `chunks of ${size}`);
    assert.deepEqual(result.sources, [{ file: { path: '/docs/a', title: 'A' } }]);
  }
  // \r\n line ends, and a stream that ends without [DONE].
  assert.equal(
    (await readAnswerStream(completionsStream(HEAD, streamOf([delta('one ').replace(/\n/g, '\r\n'), delta('two')]))))
      .answer,
    'one two',
  );
});

test('an error event or a line that is not JSON fails the stream with what the server said', async () => {
  await assert.rejects(
    readAnswerStream(
      completionsStream(HEAD, streamOf([delta('partial'), 'data: {"error":{"message":"model not found"}}\n\n'])),
    ),
    /reported an error: model not found/,
  );
  await assert.rejects(
    readAnswerStream(completionsStream(HEAD, streamOf(['data: <html>oops</html>\n\n']))),
    /not JSON: <html>oops<\/html>/,
  );
});

test('an answer that never ends is cut at the longest length read, and the stream is cancelled', async () => {
  let cancelled = false;
  let sent = 0;
  const endless = new ReadableStream<Uint8Array>({
    pull(controller) {
      sent++;
      controller.enqueue(new TextEncoder().encode(delta('x'.repeat(1000))));
    },
    cancel() {
      cancelled = true;
    },
  });
  const result = await readAnswerStream(completionsStream(HEAD, endless));
  assert.equal(result.answer, 'x'.repeat(MAX_ANSWER_LENGTH) + CUT_NOTE);
  assert.ok(cancelled, 'the server stream is cancelled');
  assert.ok(sent < MAX_ANSWER_LENGTH / 1000 + 5);
});
