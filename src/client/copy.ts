/** A copy button on every code block (added here: without JavaScript it could not work). */
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
        await navigator.clipboard.writeText(code.textContent ?? '');
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
