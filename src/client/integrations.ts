/**
 * The integrations text filter: matches the title and description of each card, case
 * insensitively, and keeps the query in the URL (`?q=`) so a filtered view can be shared.
 */
export function initIntegrationsFilter(): void {
  const input = document.querySelector<HTMLInputElement>('[data-filter-input]');
  const cards = [...document.querySelectorAll<HTMLElement>('[data-integration-id]')];
  const count = document.querySelector<HTMLElement>('[data-integrations-count]');
  if (!input || cards.length === 0) return;
  const apply = () => {
    const query = input.value.trim().toLowerCase();
    let shown = 0;
    for (const card of cards) {
      const text = `${card.dataset.title ?? ''} ${card.dataset.description ?? ''}`.toLowerCase();
      card.hidden = query !== '' && !text.includes(query);
      if (!card.hidden) shown++;
    }
    if (count) count.textContent = query ? `${shown} of ${cards.length} integrations` : `${cards.length} integrations`;
    const url = new URL(location.href);
    if (query) url.searchParams.set('q', input.value.trim());
    else url.searchParams.delete('q');
    history.replaceState(history.state, '', url);
  };
  input.value = new URL(location.href).searchParams.get('q') ?? '';
  input.addEventListener('input', apply);
  if (input.value) apply();
}
