/**
 * The recipe checker's button on source pages. The checker (a YAML parser and the plugin's
 * validator) loads only when a reader opens it.
 */
export function initRecipeCheckers(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-recipe-checker-open]')) {
    button.addEventListener('click', async () => {
      const container = button.closest<HTMLElement>('[data-recipe-checker]');
      if (!container) return;
      button.disabled = true;
      button.textContent = 'Loading the checker…';
      try {
        const { openRecipeChecker } = await import('./recipe-checker.ts');
        await openRecipeChecker(container);
        button.remove();
      } catch {
        button.disabled = false;
        button.textContent = 'The checker could not load. Try again';
      }
    });
  }
}
