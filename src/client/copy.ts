/**
 * A copy button on every code block (added here: without JavaScript it could not work). A shell
 * session (lines the highlighter marks with a prompt, `.prompt_`) copies its commands alone: no
 * prompts, no output, so that what is pasted runs.
 */
import { announce } from './announce.ts';

export function initCopyButtons(root: ParentNode = document): void {
  for (const block of root.querySelectorAll<HTMLElement>('.code-block')) {
    const code = block.querySelector('pre code');
    if (!code) continue;
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'copy-button';
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    button.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(commandsOf(code) ?? code.textContent ?? '');
        button.textContent = 'Copied';
        announce('Code copied to the clipboard');
      } catch {
        button.textContent = 'Press Ctrl+C';
        getSelection()?.selectAllChildren(code);
        announce('The code is selected: press Ctrl+C to copy it');
      }
      setTimeout(() => (button.textContent = 'Copy'), 2000);
    });
    block.append(button);
  }
}

/** The text after each prompt, with the lines it continues onto (ending in `\`); undefined without prompts. */
function commandsOf(code: Element): string | undefined {
  const prompts = [...code.querySelectorAll('.prompt_')];
  if (prompts.length === 0) return undefined;
  const commands = prompts.map((prompt) => {
    const lines = (prompt.nextSibling?.textContent ?? '').split('\n');
    let end = 1;
    while (end < lines.length && lines[end - 1].endsWith('\\')) end++;
    return lines.slice(0, end).join('\n');
  });
  return commands.filter(Boolean).join('\n');
}
