/**
 * The page actions of doc pages (templates/components/PageActions.tsx): "Copy page" puts the
 * page's Markdown twin on the clipboard (its menu closes as every dropdown does: dropdowns.ts).
 * One listener on the document, so pages that arrive by client navigation need nothing.
 */
const RESET_AFTER_MS = 2000;

export function initPageActions(): void {
  document.addEventListener('click', (event) => {
    const copy = (event.target as Element).closest<HTMLButtonElement>('[data-copy-page]');
    if (copy) void copyPage(copy);
  });
}

async function copyPage(button: HTMLButtonElement): Promise<void> {
  const label = button.querySelector('[data-copy-label]') ?? button;
  const text = fetch(button.dataset.copyPage!).then((response) => {
    if (!response.ok) throw new Error(`${response.status}`);
    return response.text();
  });
  try {
    // Safari allows a clipboard write only in the click itself, not after the fetch: a
    // ClipboardItem takes the text still to come.
    if (typeof ClipboardItem === 'function')
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
      ]);
    else await navigator.clipboard.writeText(await text);
    label.textContent = 'Copied';
  } catch {
    label.textContent = 'Copy failed';
  }
  setTimeout(() => (label.textContent = 'Copy page'), RESET_AFTER_MS);
}
