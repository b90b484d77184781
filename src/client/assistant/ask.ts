/**
 * One question's answer cycle across providers: the configured service first; when it fails
 * (an HTTP error, no body, a 204, a network error, no answer in time or a broken stream) the
 * local assistant answers instead. Every failure is logged. When no provider answers, the
 * result is empty and the widget shows the fallback message.
 */
import { PROVIDERS, PROVIDER_NAMES, type AssistantSettings } from './providers.ts';
import { readAnswerStream, type StreamResult } from './stream.ts';
import { sitePages } from './local.ts';

/** How long a service may take to start answering (a self-hosted model may first load). */
export const SERVICE_TIMEOUT_MS = 30_000;

export interface AskCallbacks {
  /** The answer so far, each time it grows ('' when a failed provider's partial answer is dropped). */
  onAnswer(answer: string): void;
}

/** `signal`: the reader's Stop, a newer question or closing the dialog; it rejects with the abort. */
export async function askAssistant(
  question: string,
  settings: AssistantSettings,
  callbacks: AskCallbacks,
  signal: AbortSignal,
): Promise<StreamResult> {
  const chain = settings.provider === 'local' ? (['local'] as const) : ([settings.provider, 'local'] as const);
  // The local assistant's search starts now, beside the service's request: if it must answer, it is ready.
  void sitePages(question, settings.siteBaseUrl).catch(() => undefined);
  for (const [index, provider] of chain.entries()) {
    const last = index === chain.length - 1;
    try {
      const result = await answerFrom(provider, question, settings, callbacks, signal);
      if (result.answer.trim() || provider === 'local') return result;
      throw new Error(`${PROVIDER_NAMES[provider]} sent no answer text`);
    } catch (error) {
      if (signal.aborted) throw error;
      console.error(
        `Error: the docs assistant's provider (${PROVIDER_NAMES[provider]}) failed${last ? '' : '; the local assistant answers instead'}.`,
        error,
      );
      callbacks.onAnswer('');
    }
  }
  return { answer: '', sources: [] };
}

async function answerFrom(
  provider: keyof typeof PROVIDERS,
  question: string,
  settings: AssistantSettings,
  callbacks: AskCallbacks,
  signal: AbortSignal,
): Promise<StreamResult> {
  // This attempt stops when the reader stops it, or when the service takes too long to answer.
  const attempt = new AbortController();
  const stop = () => attempt.abort(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  const timer =
    provider === 'local'
      ? undefined
      : setTimeout(
          () => attempt.abort(new Error(`no answer within ${SERVICE_TIMEOUT_MS / 1000} s`)),
          SERVICE_TIMEOUT_MS,
        );
  try {
    const response = await PROVIDERS[provider](question, settings, attempt.signal);
    // 204 and 205 carry no body by definition, whatever the browser makes of it.
    const bodyless = !response.body || response.status === 204 || response.status === 205;
    if (!response.ok || bodyless) {
      const text = await response.text().catch(() => '');
      throw new Error(
        `${PROVIDER_NAMES[provider]} answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${bodyless ? ' with no body' : ''}${text ? `: ${text.slice(0, 500)}` : ''}`,
      );
    }
    clearTimeout(timer);
    return await readAnswerStream(response.body!, { onAnswer: callbacks.onAnswer }, attempt.signal);
  } catch (error) {
    if (attempt.signal.aborted && !signal.aborted) throw attempt.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
