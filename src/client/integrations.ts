/**
 * The integrations filter: text (title and description, case-insensitive) and the facet panel
 * (Platform Type, Connection Type, Features; a card matches when it has any selected option).
 * Selected options show as removable chips; the whole state lives in the URL, so a filtered
 * view can be shared: `?q=snow&type=BI+Tool&feature=UI+Ingestion`.
 */
const FIELDS: Record<string, (card: HTMLElement) => string[]> = {
  type: (card) => [card.dataset.platformType ?? ''],
  connection: (card) => [card.dataset.connectionType ?? ''],
  feature: (card) => (card.dataset.features ?? '').split(',').filter(Boolean),
};

export function initIntegrationsFilter(): void {
  const input = document.querySelector<HTMLInputElement>('[data-filter-input]');
  const cards = [...document.querySelectorAll<HTMLElement>('[data-integration-id]')];
  if (!input || cards.length === 0) return;
  const options = [...document.querySelectorAll<HTMLInputElement>('[data-facet-option]')];
  const chips = document.querySelector<HTMLElement>('[data-facet-chips]');
  const count = document.querySelector<HTMLElement>('[data-integrations-count]');

  const apply = () => {
    const query = input.value.trim().toLowerCase();
    const selected = options.filter((o) => o.checked);
    let shown = 0;
    for (const card of cards) {
      const text = `${card.dataset.title ?? ''} ${card.dataset.description ?? ''}`.toLowerCase();
      const tagged = selected.length === 0 || selected.some((o) => FIELDS[o.name]?.(card).includes(o.value));
      card.hidden = !tagged || (query !== '' && !text.includes(query));
      if (!card.hidden) shown++;
    }
    if (count) count.textContent = query || selected.length ? `${shown} of ${cards.length} integrations` : `${cards.length} integrations`;
    renderChips(chips, selected, apply);
    writeUrl(input.value.trim(), selected);
  };

  const params = new URL(location.href).searchParams;
  input.value = params.get('q') ?? '';
  for (const option of options) option.checked = params.getAll(option.name).includes(option.value);
  input.addEventListener('input', apply);
  for (const option of options) option.addEventListener('change', apply);
  document.querySelector('[data-facet-reset]')?.addEventListener('click', () => {
    for (const option of options) option.checked = false;
    input.value = '';
    apply();
  });
  if (input.value || options.some((o) => o.checked)) apply();
}

function renderChips(chips: HTMLElement | null, selected: HTMLInputElement[], apply: () => void): void {
  if (!chips) return;
  chips.replaceChildren(
    ...selected.map((option) => {
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'pg-int-chip';
      button.textContent = `${option.value} ×`;
      button.setAttribute('aria-label', `Remove the filter ${option.value}`);
      button.addEventListener('click', () => {
        option.checked = false;
        apply();
      });
      li.append(button);
      return li;
    }),
  );
}

function writeUrl(query: string, selected: HTMLInputElement[]): void {
  const url = new URL(location.href);
  for (const key of ['q', ...Object.keys(FIELDS)]) url.searchParams.delete(key);
  if (query) url.searchParams.set('q', query);
  for (const option of selected) url.searchParams.append(option.name, option.value);
  history.replaceState(history.state, '', url);
}
