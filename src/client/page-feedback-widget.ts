/**
 * What the "Was this page helpful?" widget does once a reader uses it (src/client/page-feedback.ts
 * loads this on the first answer): send the answer, remember it, offer the box for what was missing.
 */
import { storage } from './config.ts';
import type { FeedbackEvent } from './feedback.ts';

/** Same as KEY of page-feedback.ts. */
const FEEDBACK_KEY = 'docsgen-feedback:';
const THANKS = 'Thanks for your feedback!';

/** The sender loads when a reader first answers: most page views never need it. */
function sendFeedback(event: FeedbackEvent): void {
  void import('./feedback.ts').then((feedback) => feedback.sendFeedback(event));
}

export function answered(widget: HTMLElement, helpful: boolean): void {
  sendFeedback({ type: 'page-feedback', helpful });
  storage.set(FEEDBACK_KEY + widget.dataset.pageFeedback, helpful ? 'yes' : 'no');
  if (helpful) return finish(widget, THANKS);
  widget.querySelector<HTMLElement>('[data-feedback-ask]')!.hidden = true;
  const form = widget.querySelector<HTMLFormElement>('[data-feedback-form]')!;
  form.hidden = false;
  form.querySelector('textarea')!.focus();
}

export function cancelled(widget: HTMLElement): void {
  finish(widget, THANKS);
}

export function submitted(widget: HTMLElement, form: HTMLFormElement): void {
  const comment = form.querySelector('textarea')!.value.trim();
  if (comment) sendFeedback({ type: 'page-feedback-comment', comment });
  finish(widget, comment ? 'Thanks! Your note was sent.' : THANKS);
}

export function finish(widget: HTMLElement, thanks: string): void {
  // The button or box the reader used is about to hide: keep their place on the thanks.
  const hadFocus = widget.contains(document.activeElement);
  widget.querySelector<HTMLElement>('[data-feedback-ask]')!.hidden = true;
  widget.querySelector<HTMLElement>('[data-feedback-form]')!.hidden = true;
  const message = widget.querySelector<HTMLElement>('[data-feedback-thanks]')!;
  message.textContent = thanks;
  if (hadFocus) message.focus();
}
