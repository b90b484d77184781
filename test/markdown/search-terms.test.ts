import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitIdentifier } from '../../src/markdown/plugins/rehype-search-terms.ts';
import { compileMarkdown } from '../../src/markdown/pipeline.ts';

test('identifiers split on _, -, ., / and camelCase; plain words are left alone', () => {
  assert.equal(splitIdentifier('platform_instance_map'), 'platform instance map');
  assert.equal(splitIdentifier('datahub-rest'), 'datahub rest');
  assert.equal(splitIdentifier('MetadataChangeProposal'), 'Metadata Change Proposal');
  assert.equal(splitIdentifier('acryl-datahub[mysql]'), undefined);
  assert.equal(splitIdentifier('HTTPServerError'), 'HTTP Server Error');
  assert.equal(splitIdentifier('kafka'), undefined);
  assert.equal(splitIdentifier('two words'), undefined);
});

test('inline code carries its split words for the search index; code blocks do not', async () => {
  const page = await compileMarkdown('Set `platform_instance_map`.\n\n```yaml\nplatform_instance_map: {}\n```\n', { source: 'content/docs/x.md', route: '/docs/x', baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveImage: async () => null });
  assert.match(page.html, /<code data-pagefind-index-attrs="data-terms" data-terms="platform instance map">platform_instance_map<\/code>/);
  assert.equal((page.html.match(/data-terms=/g) ?? []).length, 1);
});
