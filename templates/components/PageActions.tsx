/**
 * "Copy page" and a menu of the ways to take a doc page to an AI tool: its Markdown twin, a chat
 * that reads it, llms.txt. The menu is a <details> with plain links, so it works without
 * JavaScript; copying needs the client script (src/client/page-actions.ts), so the button
 * shows only when that runs.
 */
import type { DocProps } from '../../src/node/render/props.ts';
import { CopyIcon } from '../../src/shared/icons.tsx';

/** Chat apps that start a conversation from a prompt in the URL. */
const CHATS = [
  { name: 'ChatGPT', url: 'https://chatgpt.com/?hints=search&q=' },
  { name: 'Claude', url: 'https://claude.ai/new?q=' },
];

export function PageActions({
  markdown,
  title,
  siteTitle,
}: {
  markdown: DocProps['markdown'];
  title: string;
  siteTitle: string;
}) {
  const prompt = `Read ${markdown.url} (the ${siteTitle} documentation page "${title}") so I can ask questions about it.`;
  return (
    <div className="page-actions" data-pagefind-ignore="all">
      <button type="button" className="page-actions-copy" data-copy-page={markdown.href}>
        <CopyIcon />{' '}
        <span data-copy-label="" aria-live="polite">
          Copy page
        </span>
      </button>
      <details className="page-actions-more">
        <summary aria-label="More ways to use this page">
          <span className="page-actions-nojs">Markdown and AI</span>
        </summary>
        <ul>
          <li>
            <a href={markdown.href}>
              <b>View as Markdown</b>
              <span>This page as plain text</span>
            </a>
          </li>
          {CHATS.map((chat) => (
            <li key={chat.name}>
              <a href={chat.url + encodeURIComponent(prompt)} target="_blank" rel="noopener noreferrer">
                <b>Open in {chat.name}</b>
                <span>Ask questions about this page</span>
              </a>
            </li>
          ))}
          <li>
            <a href={markdown.llmsTxt}>
              <b>llms.txt</b>
              <span>Every page, for AI tools</span>
            </a>
          </li>
        </ul>
      </details>
    </div>
  );
}
