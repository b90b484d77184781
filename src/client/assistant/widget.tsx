/**
 * The docs assistant's dialog, loaded on the first click of its button. The answer cycle
 * follows the Markprompt 0.1 client: an empty question does nothing; submitting clears the
 * answer and sources and sets loading; the stream is read chunk by chunk; a failure of any
 * kind shows the fallback message; the first completed answer is announced once.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type RefObject, type WheelEvent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { clientConfig } from '../config.ts';
import { normalizeSources, type AnswerSource } from './sources.ts';
import { renderAnswer, renderAnswerAsText } from './markdown.ts';
import type { AssistantSettings } from './providers.ts';
import { askAssistant } from './ask.ts';
import { throttled } from './throttled.ts';
import { preloadQuestion } from './local.ts';
import { AnswerArea, DialogHeader, Disclaimer, QuestionForm } from './dialog-parts.tsx';
import { loadPagefind } from '../search/search-engine.ts';
import { useModalPhases } from '../modal-phases.ts';
import { inertOthers } from '../inert.ts';
import { ENGINE_IDS } from '../../shared/engine-ids.ts';

const TITLE_ID = ENGINE_IDS.assistantTitle;
let root: Root | undefined;
let container: HTMLElement | undefined;
/** Counts openings: a dialog reopened while the last one fades out is not closed by that one's end. */
let opened = 0;

export function openAssistant(opener: HTMLElement): void {
  const config = clientConfig();
  if (!config.assistant) return;
  container ??= document.body.appendChild(document.createElement('div'));
  root ??= createRoot(container);
  const settings: AssistantSettings = { ...config.assistant, siteBaseUrl: config.baseUrl, siteTitle: config.siteTitle };
  const opening = ++opened;
  const close = () => {
    if (opening !== opened) return;
    // Unmounted now, not at React's next turn: the page must stop being inert before the opener can take focus.
    flushSync(() => root?.render(null));
    opener.setAttribute('aria-expanded', 'false');
    opener.focus({ preventScroll: true });
  };
  opener.setAttribute('aria-expanded', 'true');
  root.render(<AssistantDialog key={opening} settings={settings} slackUrl={config.slackUrl} onClose={close} />);
}

interface DialogProps {
  settings: AssistantSettings;
  slackUrl?: string;
  onClose(): void;
}

export function AssistantDialog({ settings, slackUrl, onClose: onClosed }: DialogProps) {
  const { phase, requestClose: onClose } = useModalPhases(onClosed);
  const dialog = useRef<HTMLDivElement>(null);
  // The answer area follows the text as it arrives, unless the reader has scrolled up to read:
  // then it stays put until they scroll back to the bottom.
  const following = useRef(true);
  /** How long the last answer took to render: a slow one (a huge answer) is rendered less often. */
  const renderCost = useRef(0);

  const { answer, sources, loading, ask, stop } = useAnswer(settings, following, renderCost);
  const rendered = useRenderedAnswer(answer, settings.allowHtml, renderCost);
  const { scroller, onScroll, onWheel } = useFollowingScroll(following, settings.autoScrollDisabled, {
    rendered,
    loading,
    sources,
  });
  useFirstAnswerAnnouncement(loading, answer);
  useDialogOpening(dialog, settings);

  // Finished only once the final answer itself is on screen.
  const finished = !loading && rendered.answer === answer;

  return (
    <div
      className="assistant-overlay"
      data-modal-phase={phase}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        className="assistant-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        ref={dialog}
        onKeyDown={(event) => onDialogKey(event, dialog.current, onClose)}
      >
        <DialogHeader onClose={onClose} />
        <QuestionForm
          placeholder={settings.placeholder}
          onAsk={(question) => void ask(question)}
          onType={(text) => schedulePreload(text, settings.siteBaseUrl)}
          loading={loading}
          onStop={stop}
        />
        <AnswerArea
          answer={answer}
          html={rendered.html}
          loading={loading}
          finished={finished}
          sources={sources}
          scroller={scroller}
          onScroll={onScroll}
          onWheel={onWheel}
        />
        <Disclaimer slackUrl={slackUrl} siteTitle={settings.siteTitle} />
      </div>
    </div>
  );
}

/** The answer to the last question, as it streams in, with its sources. */
function useAnswer(settings: AssistantSettings, following: RefObject<boolean>, renderCost: RefObject<number>) {
  const [answer, setAnswer] = useState('');
  const [sources, setSources] = useState<AnswerSource[]>([]);
  const [loading, setLoading] = useState(false);
  const fallback = settings.iDontKnowMessage;

  // The request being answered: a new question, Stop or closing the dialog aborts it, and an
  // answer still streaming for an older question never writes over the newer one.
  const request = useRef<AbortController | undefined>(undefined);
  const stop = () => request.current?.abort();
  useEffect(() => stop, []);

  const ask = useCallback(
    async (question: string) => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      const mine = () => request.current === controller && !controller.signal.aborted;
      setAnswer('');
      setSources([]);
      setLoading(true);
      following.current = true;
      const shown = throttled(
        (text: string) => mine() && setAnswer(text),
        () => Math.max(50, renderCost.current * 2),
      );
      try {
        const result = await askAssistant(question, settings, { onAnswer: shown.update }, controller.signal);
        shown.cancel();
        if (!mine()) return;
        setSources(normalizeSources(result.sources, settings.siteBaseUrl));
        setAnswer(result.answer.trim() ? result.answer : fallback);
      } catch (error) {
        shown.flush();
        // Stopped by the reader: what has arrived stays.
        if (controller.signal.aborted) return;
        console.error('Error', error);
        if (mine()) setAnswer(fallback);
      } finally {
        if (request.current === controller) {
          request.current = undefined;
          setLoading(false);
        }
      }
    },
    [settings, fallback, following, renderCost],
  );

  return { answer, sources, loading, ask, stop };
}

/** The answer's HTML (renderCost: how long it took). */
function useRenderedAnswer(answer: string, allowHtml: boolean | undefined, renderCost: RefObject<number>) {
  // The answer's HTML, with the text it was rendered from: rendering is asynchronous, so for a
  // moment after the answer changes (a partial answer replaced by the fallback) the old HTML shows.
  const [rendered, setRendered] = useState({ answer: '', html: '' });
  // Answers are untrusted: rendered through the sanitizing pipeline, never as given; what it
  // cannot render (nesting deeper than the parser's stack) is shown as plain text.
  useEffect(() => {
    let current = true;
    const start = performance.now();
    void renderAnswer(answer, { allowHtml })
      .catch(() => renderAnswerAsText(answer))
      .then((html) => {
        renderCost.current = performance.now() - start;
        if (current) setRendered({ answer, html });
      });
    return () => void (current = false);
  }, [answer, allowHtml]);

  return rendered;
}

/**
 * Keeps the answer area scrolled to the bottom while `following` (see AssistantDialog).
 * `shown`: what changes the answer area's height.
 */
function useFollowingScroll(
  following: RefObject<boolean>,
  disabled: boolean | undefined,
  shown: { rendered: unknown; loading: boolean; sources: unknown },
) {
  const scroller = useRef<HTMLDivElement>(null);
  const lastTop = useRef(0);
  const onScroll = () => {
    const area = scroller.current;
    if (!area) return;
    const fromBottom = area.scrollHeight - area.scrollTop - area.clientHeight;
    // Moving up is the reader's doing (following only ever moves down): even a few pixels from the
    // bottom, as a smooth wheel scroll begins, it stops following.
    const movedUp = area.scrollTop < lastTop.current - 0.5 && fromBottom >= 1;
    following.current = fromBottom < 24 && !movedUp;
    lastTop.current = area.scrollTop;
  };
  // The wheel says so before the first scroll event: new text arriving in between must not pull the
  // reader back down (setting scrollTop would cancel their scroll).
  const onWheel = (event: WheelEvent) => {
    if (event.deltaY < 0) following.current = false;
  };
  useEffect(() => {
    const area = scroller.current;
    if (disabled || !following.current || !area) return;
    area.scrollTop = area.scrollHeight;
    lastTop.current = area.scrollTop;
  }, [shown.rendered, shown.loading, shown.sources, disabled]);

  return { scroller, onScroll, onWheel };
}

/** Tells the page (an event) when the first completed answer is on screen, once per dialog. */
function useFirstAnswerAnnouncement(loading: boolean, answer: string): void {
  const announced = useRef(false);
  useEffect(() => {
    if (loading || !answer || announced.current) return;
    announced.current = true;
    window.dispatchEvent(new CustomEvent('docsgen:assistant-first-answer', { detail: { answer } }));
  }, [loading, answer]);
}

/** On opening: the page behind goes inert, the field takes focus and the offline index starts loading. */
function useDialogOpening(dialog: RefObject<HTMLDivElement | null>, settings: AssistantSettings): void {
  // A modal dialog: the page behind can be neither focused nor read by assistive tech while it is open.
  useEffect(() => (dialog.current ? inertOthers(dialog.current) : undefined), []);

  useEffect(() => {
    dialog.current?.querySelector('input')?.focus({ preventScroll: true });
    // The local assistant searches the offline index: start loading it while the reader types.
    // Every provider may need it: the local assistant answers when a service fails.
    void loadPagefind(settings.siteBaseUrl).catch(() => undefined);
  }, [settings]);
}

function onDialogKey(event: KeyboardEvent, dialog: HTMLElement | null, onClose: () => void): void {
  if (event.key === 'Escape') {
    event.stopPropagation();
    onClose();
  }
  if (event.key === 'Tab') trapFocus(event, dialog);
}

let preloadTimer: ReturnType<typeof setTimeout> | undefined;

/** While the reader types, the local assistant fetches the index chunks of the words so far. */
function schedulePreload(text: string, baseUrl: string): void {
  clearTimeout(preloadTimer);
  preloadTimer = setTimeout(() => void preloadQuestion(text, baseUrl).catch(() => undefined), 150);
}

/** Tab and Shift+Tab cycle inside the dialog (the page behind is inert, so Tab would otherwise leave the page). */
function trapFocus(event: KeyboardEvent, dialog: HTMLElement | null): void {
  if (!dialog) return;
  const focusable = [
    ...dialog.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]:not([tabindex="-1"])'),
  ].filter((el) => !el.hasAttribute('disabled'));
  if (focusable.length === 0) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
