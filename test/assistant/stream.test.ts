/** The stream reader gives the same answer and sources however the bytes are cut into chunks. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readAnswerStream, STREAM_SEPARATOR } from '../../src/client/assistant/stream.ts';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      if (i < chunks.length) controller.enqueue(chunks[i++]);
      else controller.close();
    },
  });
}

/** Every way to cut the bytes at one or two places (all positions), plus one byte at a time. */
function splits(bytes: Uint8Array): Uint8Array[][] {
  const out: Uint8Array[][] = [[bytes], Array.from(bytes, (b) => Uint8Array.of(b))];
  for (let a = 1; a < bytes.length; a++) {
    out.push([bytes.slice(0, a), bytes.slice(a)]);
    for (let b = a + 1; b < bytes.length; b += 3) out.push([bytes.slice(0, a), bytes.slice(a, b), bytes.slice(b)]);
  }
  return out;
}

const recorded: { name: string; body: string; answer: string; sources: unknown[] }[] = [
  {
    name: 'paths, marker, multi-byte answer',
    body: `["docs/quickstart.md","docs/cli.md"]${STREAM_SEPARATOR}Run \`datahub docker quickstart\` — ça démarre 🚀 en quelques minutes.`,
    answer: 'Run `datahub docker quickstart` — ça démarre 🚀 en quelques minutes.',
    sources: ['docs/quickstart.md', 'docs/cli.md'],
  },
  {
    name: 'reference objects with non-ASCII titles',
    body: `[{"file":{"path":"/docs/domains","title":"Domänen ✓"},"meta":{"leadHeading":{"value":"Créer","slug":"creer"}}}]${STREAM_SEPARATOR}Un domaine regroupe des actifs.`,
    answer: 'Un domaine regroupe des actifs.',
    sources: [
      { file: { path: '/docs/domains', title: 'Domänen ✓' }, meta: { leadHeading: { value: 'Créer', slug: 'creer' } } },
    ],
  },
  { name: 'no marker at all', body: 'Internal error, but with a 200 status', answer: '', sources: [] },
  {
    name: 'malformed sources JSON',
    body: `["docs/a.md",${STREAM_SEPARATOR}Answer text`,
    answer: 'Answer text',
    sources: [],
  },
  { name: 'sources that are not a list', body: `{"a":1}${STREAM_SEPARATOR}Text`, answer: 'Text', sources: [] },
  { name: 'empty body', body: '', answer: '', sources: [] },
  { name: 'marker and nothing after it', body: `[]${STREAM_SEPARATOR}`, answer: '', sources: [] },
  {
    name: 'a marker inside the answer stays text',
    body: `[]${STREAM_SEPARATOR}see ${STREAM_SEPARATOR} here`,
    answer: `see ${STREAM_SEPARATOR} here`,
    sources: [],
  },
];

for (const { name, body, answer, sources } of recorded) {
  test(`stream: ${name} — the same result for every split into chunks`, async () => {
    const bytes = new TextEncoder().encode(body);
    for (const chunks of splits(bytes)) {
      const seen: string[] = [];
      const result = await readAnswerStream(streamOf(chunks), { onAnswer: (a) => seen.push(a) });
      assert.equal(result.answer, answer, `cut at ${chunks.map((c) => c.length).join('+')}`);
      assert.deepEqual(result.sources, sources);
      // The answer only ever grows, and its last state is the answer.
      seen.forEach((text, i) => i > 0 && assert.ok(text.startsWith(seen[i - 1])));
      if (answer) assert.equal(seen.at(-1), answer);
    }
  });
}
