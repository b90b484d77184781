/**
 * What readers tell the site, sent to its feedback endpoint (config `feedback.endpoint`): answers
 * to "Was this page helpful?", searches that found nothing and addresses that found no page, the
 * gaps a maintainer wants to know about. One JSON object per POST, sent as `text/plain` so that
 * browsers send it cross-origin without a preflight, as a beacon that survives leaving the page.
 * Without an endpoint nothing is sent and the widgets that would need one are not shown.
 */
import { clientConfig } from './config.ts';

export type FeedbackEvent =
  | { type: 'page-feedback'; helpful: boolean }
  | { type: 'page-feedback-comment'; comment: string }
  | { type: 'search-no-results'; query: string }
  | { type: 'not-found'; referrer?: string };

const reported = new Set<string>();

/** Sends `event` with the page's path and the time; false when the site has no endpoint. */
export function sendFeedback(event: FeedbackEvent): boolean {
  const configured = clientConfig().feedback?.endpoint;
  if (!configured) return false;
  // `docsgen serve` keeps a writer's clicks out of the site's figures: it prints them instead.
  const endpoint = (window as Window & { __docsgenFeedback?: string }).__docsgenFeedback ?? configured;
  const body = JSON.stringify({ ...event, page: location.pathname, time: new Date().toISOString() });
  try {
    if (navigator.sendBeacon(endpoint, new Blob([body], { type: 'text/plain;charset=UTF-8' }))) return true;
  } catch {
    /* no beacons here (or blocked): fetch below */
  }
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    mode: 'no-cors',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
  return true;
}

/** A search that found nothing, once per query and page view (typing the same query again is not news). */
export function reportNoResults(query: string): void {
  const normalized = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!normalized || reported.has(normalized)) return;
  reported.add(normalized);
  sendFeedback({ type: 'search-no-results', query: normalized });
}

/** The not-found page was shown; where the reader came from, as far as it is ours to know. */
export function reportNotFound(): void {
  sendFeedback({ type: 'not-found', referrer: referrer() });
}

/** A page of this site by its path; another site by its origin only. */
function referrer(): string | undefined {
  if (!document.referrer) return undefined;
  try {
    const from = new URL(document.referrer);
    return from.origin === location.origin ? from.pathname : from.origin;
  } catch {
    return undefined;
  }
}
