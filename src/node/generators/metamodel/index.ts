/**
 * The metamodel generator: entity pages under /docs/generated/metamodel/entities/ and the Python
 * SDK models page, all from content/data/metamodel/.
 */
import type { DocGenerator, GeneratedDoc } from '../../content/types.ts';
import { DATA_DIR, ENTITIES_FILE, loadModel, type Model } from './model.ts';
import { allEdges, relationshipsOf } from './relationships.ts';
import { neighbourhoodSvg } from './graph-svg.ts';
import { ENTITY_DIR, entityPage, entityTitle, graphPath } from './entity-page.ts';
import { REFERENCE_SEARCH_WEIGHT } from '../reference.ts';
import { PYTHON_MODELS_ID, pythonModelsPage } from './python-page.ts';

export const metamodelGenerator: DocGenerator = {
  name: 'metamodel',
  inputs: [DATA_DIR],
  async generate(context) {
    if (!(await context.listFiles(DATA_DIR)).includes('entities.yaml')) return [];
    return metamodelDocs(await loadModel(context));
  },
};

export function metamodelDocs(model: Model): GeneratedDoc[] {
  const edges = allEdges(model);
  const withPages = model.entities.filter((e) => e.page !== false);
  // Core entities first, then internal ones, each group in registry order.
  const ordered = [
    ...withPages.filter((e) => e.category === 'core'),
    ...withPages.filter((e) => e.category === 'internal'),
  ];
  const entityDocs = ordered.map(
    (entity, position): GeneratedDoc => ({
      ...entityPage(model, entity, edges), // tree and its Markdown twin
      id: `${ENTITY_DIR}/${entity.name.toLowerCase()}`,
      title: entityTitle(entity),
      description: describe(
        entity.doc,
        `The ${entity.name} entity of the DataHub metadata model: its URN, aspects and relationships.`,
      ),
      source: ENTITIES_FILE,
      sidebarPosition: position,
      searchWeight: REFERENCE_SEARCH_WEIGHT,
      searchReference: true,
      keywords: [entity.name, 'metadata model', 'entity', 'aspect'],
      files: [
        {
          path: graphPath(entity.name),
          content: neighbourhoodSvg(entity.name, entityTitle(entity), relationshipsOf(entity.name, edges)),
        },
      ],
    }),
  );
  const python: GeneratedDoc = {
    ...pythonModelsPage(model), // tree and its Markdown twin
    id: PYTHON_MODELS_ID,
    title: 'Models',
    description:
      'The Python classes of datahub.metadata.schema_classes for every aspect and record of the metadata model, with their arguments and types.',
    source: ENTITIES_FILE,
    keywords: ['schema_classes', 'python', 'sdk', 'aspect'],
    searchWeight: REFERENCE_SEARCH_WEIGHT,
  };
  return [...entityDocs, python];
}

/** What every entity page holds, added to a short doc: search engines flag descriptions under about 70 characters. */
const PAGE_HOLDS = 'Its URN, aspects and relationships in the DataHub metadata model.';

/** The entity's one-line doc as the page description when it fits in 160 characters, with what the page holds when short. */
function describe(doc: string, fallback: string): string {
  const first = doc.split(/(?<=\.)\s/)[0].trim();
  if (first.length === 0 || first.length > 160) return fallback;
  const withHolds = `${/[.!?]$/.test(first) ? first : `${first}.`} ${PAGE_HOLDS}`;
  return first.length < 100 && withHolds.length <= 160 ? withHolds : first;
}
