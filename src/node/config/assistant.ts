/**
 * Which provider answers the docs assistant's questions, resolved once from `assistant` in
 * site.config.ts: what the pages are told (the client's settings), which origin the Content
 * Security Policy must let them call, and the line the build log shows.
 */
import type { SiteConfig } from './schema.ts';
import type { AssistantProvider, ClientAssistant } from '../../shared/assistant-settings.ts';

/** Markprompt's 2023 completions endpoint (markprompt 0.1.7 and @markprompt/core 0.x). */
export const MARKPROMPT_COMPLETIONS_URL = 'https://api.markprompt.com/v1/completions';
export const DEFAULT_ASSISTANT_MODEL = 'gpt-3.5-turbo';

type AssistantConfig = NonNullable<SiteConfig['assistant']>;

/** The provider written, else `openai` with a `baseUrl`, `markprompt` with an endpoint or a project key, else `local`. */
export function assistantProvider(assistant: AssistantConfig): AssistantProvider {
  if (assistant.provider) return assistant.provider;
  if (assistant.baseUrl) return 'openai';
  return assistant.completionsUrl || assistant.projectKey ? 'markprompt' : 'local';
}

export function resolveAssistant(assistant: SiteConfig['assistant']): ClientAssistant | null {
  if (!assistant) return null;
  const provider = assistantProvider(assistant);
  const { placeholder, iDontKnowMessage, allowHtml, autoScrollDisabled, projectKey } = assistant;
  const common = {
    provider,
    model: assistant.model ?? DEFAULT_ASSISTANT_MODEL,
    placeholder,
    iDontKnowMessage,
    allowHtml,
    autoScrollDisabled,
  };
  if (provider === 'markprompt')
    return {
      ...common,
      endpoint: assistant.completionsUrl ?? MARKPROMPT_COMPLETIONS_URL,
      ...(projectKey ? { projectKey } : {}),
    };
  // The OpenAI-compatible API lives under the base URL (`http://localhost:11434/v1` → `/v1/chat/completions`).
  if (provider === 'openai' && assistant.baseUrl)
    return { ...common, endpoint: `${assistant.baseUrl.replace(/\/+$/, '')}/chat/completions` };
  return common;
}

/** The origin the pages call for answers, which the Content Security Policy must allow; none for the local assistant. */
export function assistantOrigin(assistant: ClientAssistant | null): string | undefined {
  return assistant?.endpoint ? new URL(assistant.endpoint).origin : undefined;
}

/** One line for the build log: who answers the readers' questions. */
export function describeAssistant(assistant: ClientAssistant | null): string {
  if (!assistant) return 'none (no `assistant` in site.config.ts)';
  const fallback = 'with the local answerer when it fails';
  switch (assistant.provider) {
    case 'markprompt':
      return `Markprompt at ${assistant.endpoint}${assistant.projectKey ? '' : ' (no projectKey set)'}, ${fallback}`;
    case 'openai':
      return `OpenAI-compatible server at ${assistant.endpoint}, model ${assistant.model}, ${fallback}`;
    case 'local':
      return "local (answers in the browser from the site's own pages)";
  }
}
