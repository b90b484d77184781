/**
 * Where answers come from. With an endpoint configured: a Markprompt-compatible completions
 * service, asked exactly as the Markprompt 0.1.7 client asks. Without one: the local assistant,
 * which answers from the site's own pages. Both return a Response in the same stream format.
 */
import { localAnswer } from './local.ts';

export const MARKPROMPT_COMPLETIONS_URL = 'https://api.markprompt.com/v1/completions';

export interface AssistantSettings {
  baseUrl: string;
  completionsUrl?: string;
  projectKey?: string;
  model: string;
  placeholder: string;
  iDontKnowMessage: string;
  allowHtml?: boolean;
  autoScrollDisabled?: boolean;
}

export function askProvider(question: string, settings: AssistantSettings): Promise<Response> {
  if (!settings.completionsUrl) return localAnswer(question, settings.baseUrl);
  return fetch(settings.completionsUrl || MARKPROMPT_COMPLETIONS_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ prompt: question, model: settings.model, iDontKnowMessage: settings.iDontKnowMessage, projectKey: settings.projectKey }),
  });
}
