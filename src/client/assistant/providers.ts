/**
 * Where answers come from. With an endpoint configured: a Markprompt-compatible completions
 * service, asked exactly as the Markprompt 0.1.7 client asks. Without one: the local assistant,
 * which answers from the site's own pages. Both return a Response in the same stream format.
 */
import { localAnswer } from './local.ts';

export const MARKPROMPT_COMPLETIONS_URL = 'https://api.markprompt.com/v1/completions';

export interface AssistantSettings {
  baseUrl: string;
  /** Names the site in the local assistant's answers. */
  siteTitle?: string;
  provider?: 'local' | 'markprompt';
  completionsUrl?: string;
  projectKey?: string;
  model: string;
  placeholder: string;
  iDontKnowMessage: string;
  allowHtml?: boolean;
  autoScrollDisabled?: boolean;
}

/** The configured provider: Markprompt when asked for or when an endpoint is set, else the local assistant. */
export function isRemote(settings: Pick<AssistantSettings, 'provider' | 'completionsUrl'>): boolean {
  return settings.provider ? settings.provider === 'markprompt' : Boolean(settings.completionsUrl);
}

/** `signal` stops the request and its stream (a new question, Stop, or closing the dialog). */
export function askProvider(question: string, settings: AssistantSettings, signal?: AbortSignal): Promise<Response> {
  if (!isRemote(settings)) return localAnswer(question, settings.baseUrl, settings.siteTitle);
  return fetch(settings.completionsUrl || MARKPROMPT_COMPLETIONS_URL, {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ prompt: question, model: settings.model, iDontKnowMessage: settings.iDontKnowMessage, projectKey: settings.projectKey }),
  });
}
