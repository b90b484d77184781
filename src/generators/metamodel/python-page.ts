/** The Python SDK models page: each aspect and record as its `datahub.metadata.schema_classes` class. */
import type { Model } from './model.ts';
import type { Aspect, Entity, Field, TypeDef } from './schema.ts';
import { cell, entityRoute, entityTitle } from './entity-page.ts';
import { parseType, pythonType } from './type-text.ts';

export const PYTHON_MODELS_ID = 'python-sdk/models';

const anchor = (className: string) => className.toLowerCase();

export function pythonModelsMarkdown(model: Model): string {
  const aspects = [...model.aspects.values()].sort((a, b) => a.record.localeCompare(b.record));
  const types = [...model.types.values()].filter((t) => t.kind === 'record' || t.kind === 'enum').sort((a, b) => a.name.localeCompare(b.name));
  const onPage = new Set([...aspects.map((a) => `${a.record}Class`), ...types.map((t) => `${t.name}Class`)]);
  const link = (className: string) => (onPage.has(className) ? `#${anchor(className)}` : undefined);
  const usedBy = entitiesByAspect(model);
  return [
    'The `datahub.metadata.schema_classes` module of the `acryl-datahub` package has one Python class per record of the metadata model. Aspect classes are what you put in a metadata change proposal; the other classes are the records and enums nested inside them.',
    '```python\nfrom datahub.metadata.schema_classes import DatasetPropertiesClass, StatusClass\n\nproperties = DatasetPropertiesClass(description="Orders placed in the web shop", customProperties={"team": "sales"})\nstatus = StatusClass(removed=False)\n```',
    'Each class takes its fields as keyword arguments. Optional fields default to `None`; enum fields take the constant of the enum class or its string value. Type aliases such as `Urn` are plain `str`. The entity pages of the [metadata model](/docs/generated/metamodel/entities/dataset) describe the same records.',
    '## Aspect classes {#aspect-classes}',
    ...aspects.map((a) => aspectClass(model, a, usedBy.get(a.name) ?? [], link)),
    '## Other classes {#other-classes}',
    'Records and enums used inside aspects, in alphabetical order.',
    ...types.map((t) => typeClass(model, t, link)),
  ].join('\n\n') + '\n';
}

function entitiesByAspect(model: Model): Map<string, Entity[]> {
  const map = new Map<string, Entity[]>();
  for (const entity of model.entities) {
    for (const name of [entity.keyAspect, ...entity.aspects]) map.set(name, [...(map.get(name) ?? []), entity]);
  }
  return map;
}

function aspectClass(model: Model, aspect: Aspect, entities: Entity[], link: (c: string) => string | undefined): string {
  const className = `${aspect.record}Class`;
  const kind = [aspect.timeseries ? 'timeseries ' : '', aspect.deprecated ? 'deprecated ' : ''].join('');
  const pages = entities.filter((e) => e.page !== false).map((e) => `[${entityTitle(e)}](${entityRoute(e)}#${aspect.name.toLowerCase()})`);
  const users = pages.length ? ` Used by ${pages.join(', ')}.` : '';
  const label = `${kind}aspect \`${aspect.name}\``;
  return [`### ${className} {#${anchor(className)}}`, `${label[0].toUpperCase()}${label.slice(1)}. ${aspect.doc}${users}`, argumentsTable(model, aspect.fields, link)].join('\n\n');
}

function typeClass(model: Model, type: TypeDef, link: (c: string) => string | undefined): string {
  const className = `${type.name}Class`;
  const heading = `### ${className} {#${anchor(className)}}`;
  const doc = type.doc ? `${type.doc} ` : '';
  if (type.kind === 'enum') return [heading, `${doc}An enum: its constants are class attributes holding their own name as a string.`, type.symbols.map((s) => `\`${className}.${s}\``).join(', ')].join('\n\n');
  if (type.kind !== 'record') return heading;
  return [heading, `${doc}A record used inside aspects.`, argumentsTable(model, type.fields, link)].join('\n\n');
}

function argumentsTable(model: Model, fields: Field[], link: (c: string) => string | undefined): string {
  if (fields.length === 0) return 'The class takes no arguments.';
  const rows = fields.map((f) => {
    const type = pythonType(parseType(f.type), model, link);
    const shown = f.optional ? `Optional\\[${type}\\]` : type;
    const def = f.default !== undefined ? `\`${pythonLiteral(f.default)}\`` : f.optional ? '`None`' : 'required';
    return `| \`${f.name}\` | ${cell(shown)} | ${cell(def)} |`;
  });
  return ['| Argument | Python type | Default |', '| --- | --- | --- |', ...rows].join('\n');
}

function pythonLiteral(value: unknown): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (Array.isArray(value) && value.length === 0) return '[]';
  return JSON.stringify(value);
}
