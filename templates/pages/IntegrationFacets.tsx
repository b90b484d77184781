/**
 * The integrations filter panel: a checkbox per option of Platform Type, Connection Type and
 * Features, with how many integrations have it (the client script, src/client/integrations.ts,
 * applies the panel and counts again as the reader filters); without JavaScript the panel is
 * hidden and every card is listed.
 */
import type { IntegrationCard, IntegrationsData } from '../../src/node/render/props.ts';

const CATEGORIES = [
  { key: 'platformType', param: 'type', label: 'Platform Type', values: (c: IntegrationCard) => [c.platformType] },
  {
    key: 'connectionType',
    param: 'connection',
    label: 'Connection Type',
    values: (c: IntegrationCard) => [c.connectionType],
  },
  { key: 'features', param: 'feature', label: 'Features', values: (c: IntegrationCard) => c.features },
] as const;

export function IntegrationFacets({ data }: { data: IntegrationsData }) {
  return (
    <details className="pg-int-facets" data-integrations-facets="">
      <summary>Filters</summary>
      <div className="pg-int-facet-groups">
        {CATEGORIES.map((category) => (
          <fieldset key={category.key} className="pg-int-facet">
            <legend>{category.label}</legend>
            {data.facets[category.key].map((value) => (
              <label key={value} className="pg-int-option">
                <input type="checkbox" name={category.param} value={value} data-facet-option="" />
                <span>{value}</span>
                <span className="pg-int-option-count" data-facet-count="">
                  {data.cards.filter((card) => (category.values(card) as readonly string[]).includes(value)).length}
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="pg-int-facet-actions">
        <button type="button" className="pg-button pg-button-secondary" data-facet-reset="">
          Reset
        </button>
      </div>
    </details>
  );
}
