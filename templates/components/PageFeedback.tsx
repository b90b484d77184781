/**
 * "Was this page helpful?" under a doc page. The client script (src/client/page-feedback.ts) sends
 * the answer to the site's feedback endpoint (config `feedback.endpoint`) at once; after "No" it
 * asks what was missing and sends that too, if the reader writes something. Without JavaScript
 * nothing could be sent, so the question shows only when the script runs (the `js` class);
 * "Report an issue" beside it works either way.
 */
import { ThumbIcon } from '../../src/shared/icons.tsx';
import { ENGINE_IDS } from '../../src/shared/engine-ids.ts';

export function PageFeedback({ question, page }: { question: string; page: string }) {
  return (
    <section
      className="page-feedback"
      data-page-feedback={page}
      aria-labelledby={ENGINE_IDS.feedbackQuestion}
      data-pagefind-ignore="all"
    >
      <div className="page-feedback-ask" data-feedback-ask="">
        <p id={ENGINE_IDS.feedbackQuestion} className="page-feedback-question">
          {question}
        </p>
        <button type="button" className="page-feedback-answer" data-feedback-answer="yes">
          <ThumbIcon /> Yes
        </button>
        <button type="button" className="page-feedback-answer" data-feedback-answer="no">
          <ThumbIcon down /> No
        </button>
      </div>
      <form className="page-feedback-form" data-feedback-form="" hidden>
        <label htmlFor={ENGINE_IDS.feedbackComment}>What was missing or wrong? (optional)</label>
        <textarea id={ENGINE_IDS.feedbackComment} name="comment" rows={3} maxLength={2000} />
        <div className="page-feedback-form-buttons">
          <button type="submit" className="page-feedback-send">
            Send
          </button>
          <button type="button" className="page-feedback-cancel" data-feedback-cancel="">
            Skip
          </button>
        </div>
      </form>
      <p className="page-feedback-thanks" data-feedback-thanks="" role="status" tabIndex={-1} />
    </section>
  );
}
