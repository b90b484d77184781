/** Loads content/data/metamodel/ into one checked model: entities, aspects and the types they use. */
import type { GeneratorContext } from '../../content/types.ts';
import { DocsgenError, type Problem } from '../../errors.ts';
import {
  entitiesFileSchema,
  modelFileSchema,
  parseDataFile,
  referenceProblem,
  type Aspect,
  type Entity,
  type Field,
  type TypeDef,
} from './schema.ts';

export const DATA_DIR = 'content/data/metamodel';
export const ENTITIES_FILE = `${DATA_DIR}/entities.yaml`;

export interface Model {
  entities: Entity[];
  aspects: Map<string, Aspect>;
  types: Map<string, TypeDef>;
}

export const PRIMITIVES = new Set(['string', 'int', 'long', 'float', 'double', 'boolean', 'bytes', 'null']);
const TYPE_KEYWORDS = new Set(['array', 'map', 'union']);

/** The named (non-primitive) types a type text refers to: `map[string, array[Foo]]` → [Foo]. */
export function namedTypesIn(typeText: string): string[] {
  return (typeText.match(/[A-Za-z_]\w*/g) ?? []).filter((n) => !PRIMITIVES.has(n) && !TYPE_KEYWORDS.has(n));
}

interface SourceText {
  file: string;
  text: string;
}

export async function loadModel(context: GeneratorContext): Promise<Model> {
  const files = (await context.listFiles(DATA_DIR)).filter((f) => f.endsWith('.yaml') && f !== 'entities.yaml');
  const sources: SourceText[] = [];
  for (const f of files) sources.push({ file: `${DATA_DIR}/${f}`, text: await context.readText(`${DATA_DIR}/${f}`) });
  const entitiesText = await context.readText(ENTITIES_FILE);
  return buildModel({ file: ENTITIES_FILE, text: entitiesText }, sources);
}

/** Parses and cross-checks; all problems of all files are reported together. */
export function buildModel(entitiesSource: SourceText, modelSources: SourceText[]): Model {
  const problems: Problem[] = [];
  const attempt = <T>(fn: () => T): T | undefined => {
    try {
      return fn();
    } catch (error) {
      if (error instanceof DocsgenError) problems.push(...error.problems);
      else throw error;
      return undefined;
    }
  };
  const entities =
    attempt(() => parseDataFile(entitiesSource.file, entitiesSource.text, entitiesFileSchema))?.entities ?? [];
  const aspects = new Map<string, Aspect>();
  const types = new Map<string, TypeDef>();
  const origin = new Map<Field[], SourceText>();
  for (const source of modelSources) {
    const data = attempt(() => parseDataFile(source.file, source.text, modelFileSchema));
    if (!data) continue;
    for (const aspect of data.aspects ?? []) {
      if (aspects.has(aspect.name))
        problems.push(
          referenceProblem(
            source.file,
            source.text,
            `name: ${aspect.name}`,
            `aspect \`${aspect.name}\` is defined twice`,
            'Keep one definition.',
          ),
        );
      aspects.set(aspect.name, aspect);
      origin.set(aspect.fields, source);
    }
    for (const type of data.types ?? []) {
      if (types.has(type.name))
        problems.push(
          referenceProblem(
            source.file,
            source.text,
            `name: ${type.name}`,
            `type \`${type.name}\` is defined twice`,
            'Keep one definition.',
          ),
        );
      types.set(type.name, type);
      if (type.kind === 'record') origin.set(type.fields, source);
    }
  }
  if (problems.length === 0) problems.push(...checkReferences(entitiesSource, entities, aspects, types, origin));
  if (problems.length > 0) throw new DocsgenError(problems);
  return { entities, aspects, types };
}

function checkReferences(
  entitiesSource: SourceText,
  entities: Entity[],
  aspects: Map<string, Aspect>,
  types: Map<string, TypeDef>,
  origin: Map<Field[], SourceText>,
): Problem[] {
  const problems: Problem[] = [];
  const entityNames = new Set(entities.map((e) => e.name));
  for (const entity of entities) {
    for (const aspectName of [entity.keyAspect, ...entity.aspects]) {
      if (!aspects.has(aspectName))
        problems.push(
          referenceProblem(
            entitiesSource.file,
            entitiesSource.text,
            aspectName,
            `entity \`${entity.name}\` lists aspect \`${aspectName}\`, which no file under ${DATA_DIR}/ defines`,
            'Add the aspect to a model file or fix the name.',
          ),
        );
    }
  }
  for (const [fields, source] of origin) {
    for (const field of fields) {
      for (const typeName of namedTypesIn(field.type)) {
        if (!types.has(typeName))
          problems.push(
            referenceProblem(
              source.file,
              source.text,
              field.type,
              `field \`${field.name}\` has type \`${typeName}\`, which is not defined under \`types\``,
              'Define the type in a model file or fix the name.',
            ),
          );
      }
      for (const rel of field.relationships ?? []) {
        for (const target of rel.entityTypes) {
          if (!entityNames.has(target))
            problems.push(
              referenceProblem(
                source.file,
                source.text,
                `- ${target}`,
                `relationship \`${rel.name}\` of field \`${field.name}\` points at unknown entity \`${target}\``,
                `Use an entity name of ${ENTITIES_FILE}.`,
              ),
            );
        }
      }
    }
  }
  return problems;
}

/** Every record reachable from an aspect's fields, in first-use order (the aspect excluded). */
export function reachableTypes(model: Model, fields: Field[], seen = new Set<string>()): TypeDef[] {
  const out: TypeDef[] = [];
  for (const field of fields) {
    for (const typeName of namedTypesIn(field.type)) {
      if (seen.has(typeName)) continue;
      seen.add(typeName);
      const type = model.types.get(typeName);
      if (!type) continue;
      out.push(type);
      if (type.kind === 'record') out.push(...reachableTypes(model, type.fields, seen));
      if (type.kind === 'typeref') out.push(...reachableTypes(model, [{ name: type.name, type: type.type }], seen));
    }
  }
  return out;
}
