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

/** `signal`: aborting it cancels the stream (the request behind it stops) and rejects. */
export async function readAnswerStream(body: ReadableStream<Uint8Array>, callbacks: StreamCallbacks = {}, signal?: AbortSignal): Promise<StreamResult> {
  const reader = body.getReader();
  signal?.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true });
  const decoder = new TextDecoder();
  let head = '';
  let started = false;
  let answer = '';
  let sources: unknown[] = [];
  const append = (text: string) => {
    if (!text) return;
    answer += text;
    callbacks.onAnswer?.(answer);
  };
  const take = (text: string) => {
    if (started) return append(text);
    head += text;
    const at = head.indexOf(STREAM_SEPARATOR);
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
