/**
 * The self-hostable provider: an OpenAI-compatible chat completions server (Ollama, llama.cpp's
 * server, vLLM…) that the site configures. The browser retrieves the best sections of the site
 * itself, as the local assistant does, sends them with the question, and turns the server's
 * streamed reply (server-sent events: `data: {…}` lines, then `data: [DONE]`) into the
 * completions stream the widget reads, with those sections as the sources.
 */
import type { AssistantSettings } from './settings.ts';
import { blockMarkdown, sourceOf, type AnswerReference } from './compose.ts';
import { readIntent } from './intent.ts';
import { localAnswer, sitePages } from './local.ts';
import { scoreSections, type ScoredSection } from './score.ts';
import { STREAM_SEPARATOR } from './stream.ts';
import { isReferenceDump } from './units.ts';

/** Sections sent as context, and the characters each may take: a small model's window is small. */
const CONTEXT_SECTIONS = 5;
const SECTION_CHARS = 2000;

export async function openAiAnswer(
  question: string,
  settings: AssistantSettings,
  signal: AbortSignal,
): Promise<Response> {
  const sections = contextSections(question, await sitePages(question, settings.siteBaseUrl));
  // Nothing in the docs to build on: no question leaves the page, and the local assistant says so.
  if (sections.length === 0) return localAnswer(question, settings.siteBaseUrl);
  const response = await fetch(settings.endpoint!, {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({
      model: settings.model,
      stream: true,
      temperature: 0.1,
      messages: chatMessages(question, sections, settings),
    }),
  });
  if (!response.ok || !response.body) return response;
  const head = `${JSON.stringify(sections.map(sourceOf) satisfies AnswerReference[])}${STREAM_SEPARATOR}`;
  // A server that ignores `stream` answers with one JSON object.
  if (/application\/json/i.test(response.headers.get('Content-Type') ?? '')) {
    const reply = (await response.json().catch(() => ({}))) as { choices?: { message?: { content?: unknown } }[] };
    const content = reply.choices?.[0]?.message?.content;
    if (typeof content !== 'string')
      throw new Error('The OpenAI-compatible server sent JSON without choices[0].message.content');
    return new Response(`${head}${content}`);
  }
  return new Response(completionsStream(head, response.body));
}

function contextSections(question: string, pages: Parameters<typeof scoreSections>[1]): ScoredSection[] {
  const ranked = scoreSections(readIntent(question), pages);
  const best = ranked[0];
  if (!best || best.score < 0.8) return [];
  return ranked.filter((s) => s.score >= best.score * 0.3).slice(0, CONTEXT_SECTIONS);
}

function chatMessages(question: string, sections: ScoredSection[], settings: AssistantSettings) {
  const site = settings.siteTitle ? `the ${settings.siteTitle} documentation` : 'this documentation';
  const system = [
    `You answer readers' questions about ${site}, using only the numbered sections the reader's message gives.`,
    'Answer in Markdown. Say the answer first, in one sentence or a short list; then, if the question asks how to do something, the steps or commands.',
    'Write commands, settings, variables, ports, package and file names exactly as the sections write them.',
    'Refer to the sections you used by their numbers, such as [1].',
    `If the sections do not answer the question, reply with exactly this and nothing else: ${settings.iDontKnowMessage}`,
  ].join('\n');
  const context = sections.map(({ page, section }, i) => {
    const title = section.anchor ? `${page.label ?? section.page} › ${section.heading}` : (page.label ?? section.page);
    const text = section.blocks
      .filter((b) => !isReferenceDump(b) && !(b.kind === 'text' && b.summary))
      .map(blockMarkdown)
      .join('\n\n');
    return `[${i + 1}] ${title}\n${text.slice(0, SECTION_CHARS)}`;
  });
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Documentation sections:\n\n${context.join('\n\n')}\n\nQuestion: ${question}` },
  ];
}

/** The server's events as a completions stream: the sources and marker first, then each text delta. */
export function completionsStream(head: string, events: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = events.getReader();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let buffered = '';
  let finished = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    async pull(controller) {
      for (;;) {
        if (finished) return controller.close();
        const { done, value } = await reader.read();
        buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
        const lines = buffered.split(/\r?\n/);
        buffered = done ? '' : lines.pop()!;
        const end = lines.findIndex((line) => /^data:\s*\[DONE\]\s*$/.test(line));
        const text = (end < 0 ? lines : lines.slice(0, end)).map(eventText).join('');
        finished = done || end >= 0;
        if (finished) void reader.cancel().catch(() => undefined);
        if (text) return controller.enqueue(encoder.encode(text));
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** The text an event line adds: the delta of a `data:` line; nothing for comments, other fields and `[DONE]`. */
function eventText(line: string): string {
  const data = /^data:\s?(.*)$/.exec(line)?.[1].trim();
  if (!data || data === '[DONE]') return '';
  let event: { error?: { message?: string } | string; choices?: { delta?: { content?: unknown }; text?: unknown }[] };
  try {
    event = JSON.parse(data) as typeof event;
  } catch {
    throw new Error(`The OpenAI-compatible server sent an event that is not JSON: ${data.slice(0, 200)}`);
  }
  if (event.error)
    throw new Error(
      `The OpenAI-compatible server reported an error: ${typeof event.error === 'string' ? event.error : (event.error.message ?? JSON.stringify(event.error))}`,
    );
  const choice = event.choices?.[0];
  const content = choice?.delta?.content ?? choice?.text;
  return typeof content === 'string' ? content : '';
}
