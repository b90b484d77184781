import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { buildModel, type Model } from '../../../src/node/generators/metamodel/model.ts';

export const FIXTURE_DIR = join(import.meta.dirname, '../../fixtures/generators/metamodel');

export async function fixtureModel(): Promise<Model> {
  const files = await readdir(join(FIXTURE_DIR, 'model'));
  const sources = await Promise.all(
    files.map(async (f) => ({ file: `model/${f}`, text: await readFile(join(FIXTURE_DIR, 'model', f), 'utf8') })),
  );
  return buildModel(
    { file: 'entities.yaml', text: await readFile(join(FIXTURE_DIR, 'entities.yaml'), 'utf8') },
    sources,
  );
}
