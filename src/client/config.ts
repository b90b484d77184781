/** The site settings the server rendered into the page (its `dg:config` script). */
import type { ClientAssistant } from '../shared/assistant-settings.ts';
import { ENGINE_IDS } from '../shared/engine-ids.ts';

export interface HostedSearch {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  host?: string;
}

export interface ClientConfig {
  baseUrl: string;
  /** The site's title (config `title`), for texts that name the site. */
  siteTitle?: string;
  search: { hosted?: HostedSearch; feedbackUrl?: string };
  assistant: ClientAssistant | null;
  versionPersistence: 'localStorage' | 'none';
  /** The docs versions, latest (`current`) first, with their start pages; empty without frozen versions. */
  versions?: { name: string; label: string; href: string }[];
  slackUrl?: string;
  /** Offline reading (config `offline`): the name under which pages register the service worker (src/client/offline.ts). */
  offline?: { version: string };
  /** Where readers' feedback and the site's gaps are sent (src/client/feedback.ts). */
  feedback?: { endpoint: string };
}

let cached: ClientConfig | undefined;

export function clientConfig(): ClientConfig {
  cached ??= JSON.parse(
    document.getElementById(ENGINE_IDS.config)?.textContent || '{"baseUrl":"/","search":{},"assistant":null}',
  ) as ClientConfig;
  return cached;
}

/** localStorage that never throws (private modes, disabled storage). */
export const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  },
  set(key: string, value: string): void {
    try {
      localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: the choice lasts for this page only */
    }
  },
};
