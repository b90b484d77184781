/** What the assistant's providers are given: the site's assistant config and where the site lives. */
import type { ClientAssistant } from '../../shared/assistant-settings.ts';

export interface AssistantSettings extends ClientAssistant {
  /** The site's base URL (its pages, index and Markdown twins). */
  siteBaseUrl: string;
  /** Names the site in prompts. */
  siteTitle?: string;
}

export type Provider = (question: string, settings: AssistantSettings, signal: AbortSignal) => Promise<Response>;
