/**
 * How long the GraphQL generator takes to build its eight pages from a schema the size of
 * DataHub's (300 object types, 150 inputs, 60 enums, 5 interfaces, 5 unions, 70 queries,
 * 90 mutations), and how long the Markdown stage then takes to compile those pages.
 * Target: the pages in under 2 s. Run: `node --import tsx bench/graphql.ts`.
 */
import { performance } from 'node:perf_hooks';
import { generateReference } from '../src/node/generators/graphql/reference.ts';
import { compileMarkdown } from '../src/node/markdown/pipeline.ts';

const SIZES = { objects: 300, inputs: 150, enums: 60, interfaces: 5, unions: 5, queries: 70, mutations: 90 };
const TARGET_MS = 2000;

/** A deterministic schema: every object implements an interface and points at a few others. */
export function syntheticSchema(): string {
  const out: string[] = [];
  const obj = (i: number) => `Object${i % SIZES.objects}`;
  for (let i = 0; i < SIZES.interfaces; i++)
    out.push(
      `"Interface ${i}, shared by some objects."\ninterface Interface${i} {\n  "Identifier."\n  urn: String!\n  "Kind."\n  kind: Enum${i}!\n}`,
    );
  for (let i = 0; i < SIZES.enums; i++)
    out.push(
      `"Enum ${i}."\nenum Enum${i} {\n${Array.from({ length: 8 }, (_, v) => `  "Value ${v}."\n  VALUE_${v}${v === 7 ? ' @deprecated(reason: "Replaced by VALUE_0.")' : ''}`).join('\n')}\n}`,
    );
  for (let i = 0; i < SIZES.objects; i++) {
    const fields = [
      '  urn: String!',
      `  kind: Enum${i % SIZES.interfaces}!`,
      `  "A related object."\n  parent: ${obj(i + 1)}`,
      `  "Related objects."\n  children(start: Int = 0, count: Int = 10): [${obj(i + 2)}!]!`,
      `  "Either of two objects."\n  either: Union${i % SIZES.unions}`,
      `  "A list of lists."\n  matrix: [[Int!]]`,
      ...Array.from(
        { length: 8 },
        (_, f) =>
          `  "Field ${f} of object ${i}, described in a sentence of ordinary length."\n  field${f}: ${['String', 'Int', 'Boolean', 'Float'][f % 4]}${f === 3 ? ' @deprecated(reason: "Use field0.")' : ''}`,
      ),
    ];
    out.push(
      `"Object ${i}: a type with a dozen fields."\ntype Object${i} implements Interface${i % SIZES.interfaces} {\n${fields.join('\n')}\n}`,
    );
  }
  for (let i = 0; i < SIZES.unions; i++)
    out.push(`"Union ${i}."\nunion Union${i} = ${obj(i)} | ${obj(i + 7)} | ${obj(i + 13)}`);
  for (let i = 0; i < SIZES.inputs; i++)
    out.push(
      `"Input ${i}."\ninput Input${i} {\n  "Target."\n  urn: String!\n  "Options."\n  mode: Enum${i % SIZES.enums} = VALUE_0\n  "Tags."\n  tags: [String!]\n  "Count."\n  count: Int = 10\n}`,
    );
  const root = (name: string, n: number, verb: string) =>
    `type ${name} {\n${Array.from({ length: n }, (_, i) => `  "${verb} ${i}."\n  ${verb.toLowerCase()}${i}(input: Input${i % SIZES.inputs}!, flag: Boolean = false): ${i % 3 === 0 ? `[${obj(i)}!]` : obj(i)}`).join('\n')}\n}`;
  out.push(root('Query', SIZES.queries, 'Get'), root('Mutation', SIZES.mutations, 'Update'));
  return out.join('\n\n') + '\n';
}

async function main(): Promise<void> {
  const text = syntheticSchema();
  const files = [{ path: 'bench/synthetic.graphql', text }];
  const runs: number[] = [];
  let docs = generateReference(files);
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    docs = generateReference(files);
    runs.push(performance.now() - start);
  }
  const start = performance.now();
  let anchors = 0;
  for (const doc of docs) {
    const page = await compileMarkdown(
      doc.markdown,
      {
        source: doc.source,
        route: `/docs/${doc.id}`,
        baseUrl: '/',
        toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
        resolveImage: async () => null,
      },
      doc.tree,
    );
    anchors += page.anchors.length;
  }
  const compileMs = performance.now() - start;
  const median = runs.sort((a, b) => a - b)[2];
  const kb = docs.reduce((sum, d) => sum + d.markdown.length, 0) / 1024;
  console.log(
    `schema: ${(text.length / 1024).toFixed(0)} KB SDL, ${SIZES.objects} objects; pages: 8, ${kb.toFixed(0)} KB Markdown, ${anchors} anchors`,
  );
  console.log(
    `generate 8 pages: ${median.toFixed(0)} ms (median of 5)   ${median < TARGET_MS ? '✓' : '✗'} target < ${TARGET_MS} ms`,
  );
  console.log(
    `generate + compile Markdown to HTML: ${(median + compileMs).toFixed(0)} ms   ${median + compileMs < TARGET_MS ? '✓' : '✗'} target < ${TARGET_MS} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
