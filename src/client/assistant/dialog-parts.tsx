/** The parts of the assistant's dialog that only show what they are given. */
import type { AnswerSource } from './sources.ts';
import { BotIcon, CloseIcon } from '../../../templates/components/Icons.tsx';
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

/** The pages the answer was drawn from. */
export function AnswerSources({ sources }: { sources: AnswerSource[] }) {
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
