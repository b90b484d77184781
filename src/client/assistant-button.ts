/**
 * The assistant's floating button: the dialog (React and the assistant) loads on its first use.
 * One listener on the document, so the button works whatever the client navigation swaps.
 */
export function initAssistantButton(): void {
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('[data-assistant-open]');
    if (!button) return;
    button.classList.add('assistant-button-loading');
    try {
      const { openAssistant } = await import('./assistant/widget.tsx');
      openAssistant(button);
    } finally {
      button.classList.remove('assistant-button-loading');
    }
  });
}
