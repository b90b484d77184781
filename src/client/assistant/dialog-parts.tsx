/** The parts of the assistant's dialog: what they show comes from the dialog, which asks and answers. */
import { useState, type FormEvent, type MouseEvent, type RefObject, type UIEvent, type WheelEvent } from 'react';
import type { AnswerSource } from './sources.ts';
import { BotIcon, CloseIcon } from '../../shared/icons.tsx';
import { ENGINE_IDS } from '../../shared/engine-ids.ts';

export function DialogHeader({ onClose }: { onClose: () => void }) {
  return (
    <div className="assistant-header">
      <BotIcon className="assistant-header-icon" />
      <h2 id={ENGINE_IDS.assistantTitle}>Ask the docs</h2>
      <button type="button" className="assistant-close" aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}

/** The question field, its Ask button, and Stop while an answer streams in. An empty question asks nothing. */
export function QuestionForm(props: {
  placeholder?: string;
  onAsk(question: string): void;
  /** Told of the field's text as the reader types. */
  onType(text: string): void;
  loading: boolean;
  onStop(): void;
}) {
  const [prompt, setPrompt] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = prompt.trim();
    if (question) props.onAsk(question);
  };
  return (
    <form className="assistant-form" onSubmit={submit}>
      <input
        type="text"
        aria-label="Your question"
        placeholder={props.placeholder}
        value={prompt}
        onChange={(e) => {
          setPrompt(e.target.value);
          props.onType(e.target.value);
        }}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
      />
      <button type="submit" className="button assistant-ask">
        Ask
      </button>
      {props.loading ? (
        <button type="button" className="button assistant-stop" onClick={props.onStop}>
          Stop
        </button>
      ) : null}
    </form>
  );
}

/** The answer as it streams in (a caret while it comes), then the pages it was drawn from. */
export function AnswerArea(props: {
  answer: string;
  /** The answer rendered to sanitized HTML. */
  html: string;
  loading: boolean;
  /** The final answer itself is on screen. */
  finished: boolean;
  sources: AnswerSource[];
  scroller: RefObject<HTMLDivElement | null>;
  onScroll(event: UIEvent): void;
  onWheel(event: WheelEvent): void;
}) {
  const { answer, loading, finished } = props;
  return (
    <div
      className="assistant-scroll"
      ref={props.scroller}
      onScroll={props.onScroll}
      onWheel={props.onWheel}
      aria-live="polite"
      aria-busy={!finished}
    >
      {loading && !answer ? <span className="assistant-caret" role="img" aria-label="Working on an answer" /> : null}
      {answer ? (
        <div
          className={`assistant-answer${finished ? ' assistant-answer-done' : ' assistant-answer-loading'}`}
          onClick={ignoreNoOpLinks}
          dangerouslySetInnerHTML={{ __html: props.html + (loading ? '<span class="assistant-caret"></span>' : '') }}
        />
      ) : null}
      {!loading && answer && props.sources.length > 0 ? <AnswerSources sources={props.sources} /> : null}
    </div>
  );
}

function ignoreNoOpLinks(event: MouseEvent): void {
  // Unsafe links in an answer are kept as text-like links that go nowhere.
  if ((event.target as HTMLElement).closest('a[data-no-op]')) event.preventDefault();
}

/** The pages the answer was drawn from. */
function AnswerSources({ sources }: { sources: AnswerSource[] }) {
  return (
    <div className="assistant-sources">
      <p>Summary generated from the following sources:</p>
      <ul>
        {sources.map((source) => (
          <li key={source.href}>
            {/* In a new tab, as the site we replace did: the answer stays open. */}
            <a href={source.href} target="_blank" rel="noopener">
              {source.title}
              {source.section ? <span className="assistant-source-section"> › {source.section}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Answers may be wrong: says so, and where people can help (the site's Slack, when it has one). */
export function Disclaimer({ slackUrl, siteTitle }: { slackUrl?: string; siteTitle?: string }) {
  return (
    <p className="assistant-disclaimer">
      This assistant is experimental: its answers are assembled automatically and may be incomplete or wrong.
      {slackUrl ? (
        <>
          {' '}
          People are always happy to help in the{' '}
          <a href={slackUrl} target="_blank" rel="noopener noreferrer">
            {siteTitle ? `${siteTitle} Slack` : 'community Slack'}
          </a>
          .
        </>
      ) : null}
    </p>
  );
}
