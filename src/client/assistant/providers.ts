/**
 * Where answers come from. Each provider returns a Response whose body is a completions stream
 * in the Markprompt 2023 format (sources, marker, answer text), read by one parser:
 * - `markprompt`: a Markprompt-compatible service, asked exactly as the Markprompt 0.1.7 client asks;
 * - `openai`: an OpenAI-compatible chat server (openai.ts), given the site's best sections as context;
 * - `local`: the local assistant (local.ts), which answers from the site's own pages.
 */
import type { AssistantProvider } from '../../shared/assistant-settings.ts';
import type { AssistantSettings, Provider } from './settings.ts';
import { localAnswer } from './local.ts';
import { openAiAnswer } from './openai.ts';

export type { AssistantSettings, Provider } from './settings.ts';

/** The configured provider is a service (whose failures the local assistant makes up for). */
export function isRemote(settings: Pick<AssistantSettings, 'provider'>): boolean {
  return settings.provider !== 'local';
}

export const PROVIDERS: Record<AssistantProvider, Provider> = {
  markprompt: (question, settings, signal) =>
    fetch(settings.endpoint!, {
      method: 'POST',
      signal,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        prompt: question,
        model: settings.model,
        iDontKnowMessage: settings.iDontKnowMessage,
        projectKey: settings.projectKey,
      }),
    }),
  openai: openAiAnswer,
  local: (question, settings) => localAnswer(question, settings.siteBaseUrl),
};

/** Human names for the log. */
export const PROVIDER_NAMES: Record<AssistantProvider, string> = {
  markprompt: 'Markprompt',
  openai: 'the OpenAI-compatible server',
  local: 'the local assistant',
};
