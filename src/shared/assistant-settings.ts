/** What the engine tells the pages about the docs assistant, and what the browser reads. */

export type AssistantProvider = 'local' | 'markprompt' | 'openai';

/** The assistant's settings as the pages read them (`clientConfig.assistant`). */
export interface ClientAssistant {
  provider: AssistantProvider;
  /** Where questions go: the completions endpoint (markprompt), or the chat completions endpoint (openai). */
  endpoint?: string;
  projectKey?: string;
  model: string;
  placeholder: string;
  iDontKnowMessage: string;
  allowHtml: boolean;
  autoScrollDisabled: boolean;
}
