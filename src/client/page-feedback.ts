/**
 * The "Was this page helpful?" widget (templates/components/PageFeedback.tsx). "Yes" or "No" is
 * sent at once; "No" then offers a box for what was missing, sent as a second message if the
 * reader writes something. The answer is remembered per page, so a reader is asked once.
 * Listeners sit on the document: pages that arrive by client navigation need nothing more.
 */
import { storage } from './config.ts';
import type { FeedbackEvent } from './feedback.ts';

const KEY = 'docsgen-feedback:';
const THANKS = 'Thanks for your feedback!';

export function initPageFeedback(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const answer = target.closest<HTMLButtonElement>('[data-feedback-answer]');
    if (answer) answered(widgetOf(answer), answer.dataset.feedbackAnswer === 'yes');
    else if (target.closest('[data-feedback-cancel]')) finish(widgetOf(target), THANKS);
  });
  document.addEventListener('submit', (event) => {
    const form = (event.target as Element).closest<HTMLFormElement>('[data-feedback-form]');
    if (!form) return;
    event.preventDefault();
    const comment = form.querySelector('textarea')!.value.trim();
    if (comment) sendFeedback({ type: 'page-feedback-comment', comment });
    finish(widgetOf(form), comment ? 'Thanks! Your note was sent.' : THANKS);
  });
}

/** A page that already has an answer from this reader shows the thanks instead of the question. */
export function restorePageFeedback(root: ParentNode): void {
  const widget = root.querySelector<HTMLElement>('[data-page-feedback]');
  if (widget && storage.get(KEY + widget.dataset.pageFeedback))
    finish(widget, 'Thanks: you told us whether this page helped.');
}

/** The sender loads when a reader first answers: most page views never need it. */
function sendFeedback(event: FeedbackEvent): void {
  void import('./feedback.ts').then((feedback) => feedback.sendFeedback(event));
}

function widgetOf(element: Element): HTMLElement {
  return element.closest<HTMLElement>('[data-page-feedback]')!;
}

function answered(widget: HTMLElement, helpful: boolean): void {
  sendFeedback({ type: 'page-feedback', helpful });
  storage.set(KEY + widget.dataset.pageFeedback, helpful ? 'yes' : 'no');
  if (helpful) return finish(widget, THANKS);
  widget.querySelector<HTMLElement>('[data-feedback-ask]')!.hidden = true;
  const form = widget.querySelector<HTMLFormElement>('[data-feedback-form]')!;
  form.hidden = false;
  form.querySelector('textarea')!.focus();
}

function finish(widget: HTMLElement, thanks: string): void {
  // The button or box the reader used is about to hide: keep their place on the thanks.
  const hadFocus = widget.contains(document.activeElement);
  widget.querySelector<HTMLElement>('[data-feedback-ask]')!.hidden = true;
  widget.querySelector<HTMLElement>('[data-feedback-form]')!.hidden = true;
  const message = widget.querySelector<HTMLElement>('[data-feedback-thanks]')!;
  message.textContent = thanks;
  if (hadFocus) message.focus();
}
