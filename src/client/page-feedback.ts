/**
 * The "Was this page helpful?" widget (templates/components/PageFeedback.tsx). "Yes" or "No" is
 * sent at once; "No" then offers a box for what was missing, sent as a second message if the
 * reader writes something. The answer is remembered per page, so a reader is asked once.
 * Listeners sit on the document: pages that arrive by client navigation need nothing more. What
 * the widget does loads on the first answer (page-feedback-widget.ts): most page views never need it.
 */
import { storage } from './config.ts';

/** Same as FEEDBACK_KEY of page-feedback-widget.ts, which this module must not import. */
const KEY = 'docsgen-feedback:';
const widgetCode = () => import('./page-feedback-widget.ts');

export function initPageFeedback(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const answer = target.closest<HTMLButtonElement>('[data-feedback-answer]');
    const widget = target.closest<HTMLElement>('[data-page-feedback]');
    if (!widget) return;
    if (answer) void widgetCode().then((code) => code.answered(widget, answer.dataset.feedbackAnswer === 'yes'));
    else if (target.closest('[data-feedback-cancel]')) void widgetCode().then((code) => code.cancelled(widget));
  });
  document.addEventListener('submit', (event) => {
    const form = (event.target as Element).closest<HTMLFormElement>('[data-feedback-form]');
    const widget = form?.closest<HTMLElement>('[data-page-feedback]');
    if (!form || !widget) return;
    event.preventDefault();
    void widgetCode().then((code) => code.submitted(widget, form));
  });
}

/** A page that already has an answer from this reader shows the thanks instead of the question. */
export function restorePageFeedback(root: ParentNode): void {
  const widget = root.querySelector<HTMLElement>('[data-page-feedback]');
  if (widget && storage.get(KEY + widget.dataset.pageFeedback))
    void widgetCode().then((code) => code.finish(widget, 'Thanks: you told us whether this page helped.'));
}
