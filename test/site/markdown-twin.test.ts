import { test } from 'node:test';
import assert from 'node:assert/strict';
import { markdownTwin } from '../../src/node/site/seo.ts';
import type { DocEntry } from '../../src/node/content/types.ts';

const doc = (markdown: string) => ({ title: 'Ingestion', description: 'How metadata gets in.', markdown }) as DocEntry;

test('a twin rewrites each link target it is given, in one pass, and leaves the others', () => {
  const body =
    '\n\nSee [the CLI](./cli.md), [the CLI again](./cli.md "titled"), [Wiki](https://en.wikipedia.org/wiki/Lineage_(data)) and ![shot](img/a.png).\n';
  const rewrite = new Map([
    ['./cli.md', '/docs/cli.md'],
    ['https://en.wikipedia.org/wiki/Lineage_(data)', 'https://example.org/lineage'],
    ['img/a.png', '/docs/img/a.png'],
    // A target that is itself another link's source is not rewritten twice.
    ['/docs/cli.md', '/wrong'],
  ]);
  assert.equal(
    markdownTwin(doc(body), rewrite),
    '# Ingestion\n\n> How metadata gets in.\n\nSee [the CLI](/docs/cli.md), [the CLI again](/docs/cli.md "titled"), [Wiki](https://example.org/lineage) and ![shot](/docs/img/a.png).\n',
  );
});
