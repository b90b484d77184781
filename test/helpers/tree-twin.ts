/** Generators that hand over a tree: the page compiled from it must be the page compiled from its Markdown twin. */
import assert from 'node:assert/strict';
import { compileMarkdown } from '../../src/node/markdown/pipeline.ts';
import type { CompiledPage, CompileContext } from '../../src/node/markdown/types.ts';
import type { GeneratedDoc } from '../../src/node/content/types.ts';

/** Compiles the doc both ways, asserts they agree, and returns the page compiled from the tree. */
export async function assertTreeMatchesTwin(
  doc: GeneratedDoc,
  resolveImage: CompileContext['resolveImage'] = async () => null,
): Promise<CompiledPage> {
  assert.ok(doc.tree, `${doc.id} comes with its tree`);
  const context = {
    source: doc.source,
    route: `/docs/${doc.id}`,
    baseUrl: '/',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    resolveImage,
  };
  const fromTree = await compileMarkdown(doc.markdown, context, doc.tree);
  const fromText = await compileMarkdown(doc.markdown, context);
  assert.equal(fromTree.html, fromText.html, doc.id);
  assert.deepEqual(fromTree.toc, fromText.toc, doc.id);
  assert.deepEqual(fromTree.anchors, fromText.anchors, doc.id);
  assert.deepEqual(
    fromTree.links.map((l) => l.href),
    fromText.links.map((l) => l.href),
    doc.id,
  );
  assert.deepEqual(fromTree.images, fromText.images, doc.id);
  // The tree was changed by compiling it: a second compile reads the Markdown instead.
  assert.equal(
    (await compileMarkdown(doc.markdown, context, doc.tree)).html,
    fromText.html,
    `${doc.id}, compiled again`,
  );
  return fromTree;
}
