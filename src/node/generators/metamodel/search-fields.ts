/**
 * The search model of an entity page: every search index field its aspects make (upstream's
 * `@Searchable` annotations, including those on records nested in an aspect), with what a reader
 * writing queries and filters needs: the index field's name and type, whether free text reaches
 * it, how much a match weighs, and how it shows as a filter.
 */
import type { PhrasingContent, RootContent } from 'mdast';
import { namedTypesIn, type Model } from './model.ts';
import type { Aspect, Field, SearchSpec } from './schema.ts';
import { code, heading, joined, link, paragraph, table, text } from '../mdast.ts';

export const SEARCH_SECTION_ID = 'search-fields';

/** The field types that free-text search matches unless an annotation says otherwise (upstream's defaults). */
const QUERIED_BY_DEFAULT = new Set(['TEXT', 'TEXT_PARTIAL', 'URN', 'URN_PARTIAL']);

export interface SearchField {
  /** Where the value comes from: `datasetKey.name`, `globalTags.tags[].tag`. */
  source: string;
  spec: SearchSpec;
}

/** A spec's settings with the annotation's defaults filled in. */
export function searchSettings(spec: SearchSpec): {
  queryByDefault: boolean;
  addToFilters: boolean;
  filterName: string;
  boostScore: number;
} {
  return {
    queryByDefault: spec.queryByDefault ?? QUERIED_BY_DEFAULT.has(spec.fieldType),
    addToFilters: spec.addToFilters ?? false,
    filterName: spec.filterName ?? spec.fieldName,
    boostScore: spec.boostScore ?? 1,
  };
}

export function entitySearchFields(model: Model, aspects: Aspect[]): SearchField[] {
  return aspects.flatMap((aspect) =>
    searchFieldsIn(model, aspect.fields, {
      aspect: aspect.name,
      prefix: '',
      overridden: new Set(),
      visiting: new Set(),
    }),
  );
}

interface Walk {
  aspect: string;
  /** The schema path so far, as annotations write paths (a `*` step for the items of a list). */
  prefix: string;
  /** Paths whose settings an enclosing field's annotation gives: the nested record's own are replaced. */
  overridden: Set<string>;
  visiting: Set<string>;
}

/**
 * The index fields of some fields and of the records nested in them. A field may set the search
 * settings of a nested record's fields (SchemaField indexes the tags of its `globalTags` as
 * `fieldTags`); those replace the nested record's own settings, as upstream's annotations do.
 */
function searchFieldsIn(model: Model, fields: Field[], walk: Walk): SearchField[] {
  const out: SearchField[] = [];
  for (const field of fields) {
    const at = `${walk.prefix}/${field.name}`;
    const specs = (field.search ?? []).filter((spec) => !walk.overridden.has(at + (spec.path ?? '')));
    for (const spec of specs) out.push({ source: `${walk.aspect}.${readablePath(at + (spec.path ?? ''))}`, spec });
    const overridden = new Set([
      ...walk.overridden,
      ...specs.filter((spec) => spec.path).map((spec) => at + spec.path),
    ]);
    // Items of a list or values of a map sit one `/*` further down.
    const inside = /^(array|map)\[/.test(field.type) ? `${at}/*` : at;
    for (const typeName of namedTypesIn(field.type)) {
      const type = model.types.get(typeName);
      if (type?.kind !== 'record' || walk.visiting.has(type.name)) continue;
      walk.visiting.add(type.name);
      out.push(...searchFieldsIn(model, type.fields, { ...walk, prefix: inside, overridden }));
      walk.visiting.delete(type.name);
    }
  }
  return out;
}

/** An annotation path as a reader writes it: each `*` step (an item) as `[]`, the rest joined by dots. */
function readablePath(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((part, i) => (part === '*' ? '[]' : i === 0 ? part : `.${part}`))
    .join('');
}

/** The note in an aspect's field table: the index fields the field makes, linked to the search section. */
export function searchNote(field: Field): PhrasingContent[] {
  if (!field.search) return [];
  const names = joined(
    field.search.map((spec) => [code(spec.fieldName)]),
    ', ',
  );
  return [
    text('Searchable as '),
    ...names,
    text(' ('),
    link(`#${SEARCH_SECTION_ID}`, text('search fields')),
    text(').'),
  ];
}

export function searchSection(fields: SearchField[]): RootContent[] {
  if (fields.length === 0) return [];
  const rows = fields.map(({ source, spec }) => {
    const settings = searchSettings(spec);
    // The long source path comes last, so that on a narrow column the settings stay in view.
    return [
      [code(spec.fieldName), ...(spec.enableAutocomplete ? [text(' (autocomplete)')] : [])],
      [text(spec.fieldType)],
      [text(settings.queryByDefault ? 'yes' : 'no')],
      [text(boostText(settings.boostScore, spec.weightsPerFieldValue))],
      [text(settings.addToFilters ? 'yes' : 'no')],
      [text(settings.filterName)],
      [code(source)],
    ];
  });
  return [
    heading(2, 'Search fields', SEARCH_SECTION_ID),
    paragraph(
      text('The fields of these aspects that DataHub indexes for search. Filters and facets name a field by its '),
      text('index field name, as in '),
      code('{ field: "origin", values: ["PROD"] }'),
      text(
        ' in a GraphQL search. Free text matches the fields queried by default; a match counts times its boost. Fields in filters are offered as filters in the search UI, under their filter name.',
      ),
    ),
    table(['Index field', 'Type', 'Queried by default', 'Boost', 'In filters', 'Filter name', 'From'], rows),
    ...extraFields(fields),
  ];
}

function boostText(boost: number, weights: Record<string, number> | undefined): string {
  const base = String(boost);
  if (!weights) return base;
  return `${base} (${Object.entries(weights)
    .map(([value, weight]) => `×${weight} when ${value}`)
    .join(', ')})`;
}

/** Index fields made alongside others: whether a field has a value, how many values it has. */
function extraFields(fields: SearchField[]): RootContent[] {
  const extras: PhrasingContent[][] = [];
  for (const { source, spec } of fields) {
    if (spec.hasValuesFieldName)
      extras.push([code(spec.hasValuesFieldName), text(' (whether '), code(source), text(' has a value)')]);
    if (spec.numValuesFieldName)
      extras.push([code(spec.numValuesFieldName), text(' (how many values '), code(source), text(' has)')]);
  }
  if (extras.length === 0) return [];
  return [paragraph(text('Also indexed, for filters on presence and counts: '), ...joined(extras, ', '), text('.'))];
}
