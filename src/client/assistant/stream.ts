/**
 * Reads a completions stream in the Markprompt 2023 format: a JSON list of sources, the marker
 * `___START_RESPONSE_STREAM___`, then the answer text. Chunks may split anything (the marker,
 * the JSON, a multi-byte character): text is decoded as a stream and buffered until the marker.
 * Both providers (remote and local) go through this one reader.
 */
export const STREAM_SEPARATOR = '___START_RESPONSE_STREAM___';

export interface StreamResult {
  answer: string;
  /** The raw sources as sent: strings (file paths) or objects (`{file: {path, title}}`). */
  sources: unknown[];
}

export interface StreamCallbacks {
  /** The answer so far, each time it grows. */
  onAnswer?(answer: string): void;
}

/**
 * The longest answer read: a service that never stops (or sends megabytes) is cut here, and the
 * stream is cancelled, so the dialog always finishes.
 */
export const MAX_ANSWER_LENGTH = 20_000;
export const CUT_NOTE = '\n\n*(The answer was too long and has been cut.)*';

/** `signal`: aborting it cancels the stream (the request behind it stops) and rejects. */
export async function readAnswerStream(
  body: ReadableStream<Uint8Array>,
  callbacks: StreamCallbacks = {},
  signal?: AbortSignal,
): Promise<StreamResult> {
  const reader = body.getReader();
  signal?.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const decoder = new TextDecoder();
  let head = '';
  let started = false;
  let answer = '';
  let sources: unknown[] = [];
  let cut = false;
  const append = (text: string) => {
    if (!text || cut) return;
    answer += text;
    if (answer.length > MAX_ANSWER_LENGTH) {
      cut = true;
      answer = answer.slice(0, MAX_ANSWER_LENGTH) + CUT_NOTE;
    }
    callbacks.onAnswer?.(answer);
  };
  const take = (text: string) => {
    if (started) return append(text);
    head += text;
    const at = head.indexOf(STREAM_SEPARATOR);
    // Sources are a few kilobytes: this much with no marker is not a completions stream.
    if (at < 0 && head.length > MAX_ANSWER_LENGTH * 10) cut = true;
    if (at < 0) return;
    started = true;
    sources = parseSources(head.slice(0, at));
    append(head.slice(at + STREAM_SEPARATOR.length));
    head = '';
  };
  for (;;) {
    const { done, value } = await reader.read();
    signal?.throwIfAborted();
    if (done) break;
    take(decoder.decode(value, { stream: true }));
    if (cut) {
      await reader.cancel().catch(() => undefined);
      return { answer, sources };
    }
  }
  take(decoder.decode());
  // No marker at all: not a completions stream; the answer stays empty (the widget shows the fallback).
  return { answer, sources };
}

function parseSources(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
