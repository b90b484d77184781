/** The Python SDK models page: each aspect and record as its `datahub.metadata.schema_classes` class. */
import type { PhrasingContent, Root, RootContent } from 'mdast';
import type { Model } from './model.ts';
import type { Aspect, Entity, Field, TypeDef } from './schema.ts';
import { entityRoute, entityTitle } from './entity-page.ts';
import { parseType, pythonType } from './type-text.ts';
import { code, codeBlock, heading, inline, joined, link, pageFromTree, paragraph, table, text } from '../mdast.ts';

export const PYTHON_MODELS_ID = 'python-sdk/models';

const anchor = (className: string) => className.toLowerCase();

type ClassLink = (className: string) => string | undefined;

const EXAMPLE =
  'from datahub.metadata.schema_classes import DatasetPropertiesClass, StatusClass\n\nproperties = DatasetPropertiesClass(description="Orders placed in the web shop", customProperties={"team": "sales"})\nstatus = StatusClass(removed=False)';

export function pythonModelsPage(model: Model): { tree: Root; markdown: string } {
  const aspects = [...model.aspects.values()].sort((a, b) => a.record.localeCompare(b.record));
  const aspectRecords = new Set(aspects.map((a) => a.record));
  // A record that is an aspect and also nested in other records (GlobalTags in a schema field) is listed once, with the aspects.
  const types = [...model.types.values()]
    .filter((t) => (t.kind === 'record' || t.kind === 'enum') && !aspectRecords.has(t.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  const onPage = new Set([...aspects.map((a) => `${a.record}Class`), ...types.map((t) => `${t.name}Class`)]);
  const link: ClassLink = (className) => (onPage.has(className) ? `#${anchor(className)}` : undefined);
  const usedBy = entitiesByAspect(model);
  return pageFromTree([
    paragraph(
      ...inline(
        'The `datahub.metadata.schema_classes` module of the `acryl-datahub` package has one Python class per record of the metadata model. Aspect classes are what you put in a metadata change proposal; the other classes are the records and enums nested inside them.',
      ),
    ),
    codeBlock('python', EXAMPLE),
    paragraph(
      ...inline(
        "Each class takes its fields as keyword arguments. Optional fields default to `None`; enum fields take the constant of the enum class or its string value. Type aliases such as `Urn` are plain `str`. The entity pages of the [metadata model](/docs/generated/metamodel/entities/dataset) describe the same records. What every class offers besides its fields (`to_obj`, `from_obj`, `validate`, an aspect's `ASPECT_NAME`), the module's lookup tables such as `ASPECT_NAME_MAP`, and the envelope classes such as `MetadataChangeProposalClass` are described in [Schema Classes](/docs/python-sdk/schema-classes).",
      ),
    ),
    heading(2, 'Aspect classes', 'aspect-classes'),
    ...aspects.flatMap((a) => aspectClass(model, a, usedBy.get(a.name) ?? [], link)),
    heading(2, 'Other classes', 'other-classes'),
    paragraph(text('Records and enums used inside aspects, in alphabetical order.')),
    ...types.flatMap((t) => typeClass(model, t, link)),
  ]);
}

function entitiesByAspect(model: Model): Map<string, Entity[]> {
  const map = new Map<string, Entity[]>();
  for (const entity of model.entities) {
    for (const name of [entity.keyAspect, ...entity.aspects]) map.set(name, [...(map.get(name) ?? []), entity]);
  }
  return map;
}

function aspectClass(model: Model, aspect: Aspect, entities: Entity[], classLink: ClassLink): RootContent[] {
  const className = `${aspect.record}Class`;
  const kind = `${aspect.timeseries ? 'timeseries ' : ''}${aspect.deprecated ? 'deprecated ' : ''}aspect `;
  const pages = entities
    .filter((e) => e.page !== false)
    .map((e) => [link(`${entityRoute(e)}#${aspect.name.toLowerCase()}`, text(entityTitle(e)))]);
  const users = pages.length ? [text(' Used by '), ...joined(pages, ', '), text('.')] : [];
  return [
    heading(3, className, anchor(className)),
    paragraph(
      text(kind[0].toUpperCase() + kind.slice(1)),
      code(aspect.name),
      text('. '),
      ...inline(aspect.doc),
      ...users,
    ),
    argumentsTable(model, aspect.fields, classLink),
  ];
}

function typeClass(model: Model, type: TypeDef, classLink: ClassLink): RootContent[] {
  const className = `${type.name}Class`;
  const head = heading(3, className, anchor(className));
  const doc = type.doc ? [...inline(type.doc), text(' ')] : [];
  if (type.kind === 'enum') {
    const constants = joined(
      type.symbols.map((s) => [code(`${className}.${s}`)]),
      ', ',
    );
    return [
      head,
      paragraph(...doc, text('An enum: its constants are class attributes holding their own name as a string.')),
      paragraph(...constants),
    ];
  }
  if (type.kind !== 'record') return [head];
  return [
    head,
    paragraph(...doc, text('A record used inside aspects.')),
    argumentsTable(model, type.fields, classLink),
  ];
}

function argumentsTable(model: Model, fields: Field[], classLink: ClassLink): RootContent {
  if (fields.length === 0) return paragraph(text('The class takes no arguments.'));
  const rows = fields.map((f): PhrasingContent[][] => {
    const type = pythonType(parseType(f.type), model, classLink);
    const def = f.default !== undefined ? code(pythonLiteral(f.default)) : f.optional ? code('None') : text('required');
    return [[code(f.name)], f.optional ? [text('Optional['), ...type, text(']')] : type, [def]];
  });
  return table(['Argument', 'Python type', 'Default'], rows);
}

function pythonLiteral(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value) && value.length === 0) return '[]';
  return JSON.stringify(value);
}
