/**
 * The integrations filter: text (title and description, case-insensitive) and the facet panel
 * (Platform Type, Connection Type, Features). Options ticked in one group widen it (a card has any
 * of them); the groups and the text narrow each other (a card matches every one): "BI Tool" and
 * "UI Ingestion" list the BI tools that offer UI ingestion. Each option's count is how many cards
 * it would list with the text and the other groups as they are (the usual faceted search), so a 0
 * says that ticking it leads nowhere. Selected options show as removable chips; the whole state
 * lives in the URL, so a filtered view can be shared: `?q=snow&type=BI+Tool&feature=UI+Ingestion`.
 * Only the integrations page needs this: the entry loads it there (main.ts).
 */
const FIELDS: Record<string, (card: HTMLElement) => string[]> = {
  type: (card) => [card.dataset.platformType ?? ''],
  connection: (card) => [card.dataset.connectionType ?? ''],
  feature: (card) => (card.dataset.features ?? '').split(',').filter(Boolean),
};

export function initIntegrationsFilter(): void {
  const input = document.querySelector<HTMLInputElement>('[data-filter-input]');
  const grid = document.querySelector<HTMLElement>('[data-integrations]');
  const cards = [...document.querySelectorAll<HTMLElement>('[data-integration-id]')];
  if (!input || !grid || cards.length === 0) return;
  const options = [...document.querySelectorAll<HTMLInputElement>('[data-facet-option]')];
  const chips = document.querySelector<HTMLElement>('[data-facet-chips]');
  const count = document.querySelector<HTMLElement>('[data-integrations-count]');
  const empty = document.querySelector<HTMLElement>('[data-integrations-empty]');

  const apply = () => {
    const query = input.value.trim().toLowerCase();
    const selected = options.filter((o) => o.checked);
    // What each card fails: the names of the groups it does not match, and 'q' for the text.
    const fails = new Map(cards.map((card) => [card, failedGroups(card, query, selected)]));
    let shown = 0;
    for (const card of cards) {
      card.hidden = fails.get(card)!.length > 0;
      if (!card.hidden) shown++;
    }
    for (const option of options) {
      const n = cards.filter(
        (card) =>
          FIELDS[option.name]?.(card).includes(option.value) && fails.get(card)!.every((name) => name === option.name),
      ).length;
      const label = option.closest('label');
      const counter = label?.querySelector('[data-facet-count]');
      if (counter) counter.textContent = String(n);
      label?.classList.toggle('pg-int-option-none', n === 0);
    }
    if (count)
      count.textContent =
        query || selected.length ? `${shown} of ${cards.length} integrations` : `${cards.length} integrations`;
    if (empty) empty.hidden = shown > 0;
    renderChips(chips, selected, apply);
    writeUrl(input.value.trim(), selected);
  };

  const params = new URL(location.href).searchParams;
  // What the reader typed or ticked while this script loaded is kept; the URL adds to it.
  input.value = params.get('q') ?? input.value;
  for (const option of options) option.checked ||= params.getAll(option.name).includes(option.value);
  input.addEventListener('input', apply);
  for (const option of options) option.addEventListener('change', apply);
  for (const reset of document.querySelectorAll<HTMLButtonElement>('[data-facet-reset]')) {
    reset.addEventListener('click', () => {
      for (const option of options) option.checked = false;
      input.value = '';
      apply();
      // The empty state's button has just been hidden: focus goes where the reader filters again.
      if (reset.closest('[hidden]')) input.focus();
    });
  }
  if (input.value || options.some((o) => o.checked)) apply();
  grid.dataset.filterReady = '';
}

function failedGroups(card: HTMLElement, query: string, selected: HTMLInputElement[]): string[] {
  const failed = Object.keys(FIELDS).filter((name) => {
    const chosen = selected.filter((o) => o.name === name);
    return chosen.length > 0 && !chosen.some((o) => FIELDS[name](card).includes(o.value));
  });
  const text = `${card.dataset.title ?? ''} ${card.dataset.description ?? ''}`.toLowerCase();
  if (query && !text.includes(query)) failed.push('q');
  return failed;
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
