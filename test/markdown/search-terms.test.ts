import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitIdentifier, withoutSplitWords } from '../../src/shared/search/identifier.ts';
import { compileMarkdown } from '../../src/node/markdown/pipeline.ts';

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
  const page = await compileMarkdown('Set `platform_instance_map`.\n\n```yaml\nplatform_instance_map: {}\n```\n', {
    source: 'content/docs/x.md',
    route: '/docs/x',
    baseUrl: '/',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    resolveImage: async () => null,
  });
  assert.match(
    page.html,
    /<code data-pagefind-index-attrs="data-terms" data-terms="platform instance map">platform_instance_map<\/code>/,
  );
  assert.equal((page.html.match(/data-terms=/g) ?? []).length, 1);
});

test('excerpts lose the split words Pagefind shows before an identifier, and keep the rest', () => {
  assert.equal(
    withoutSplitWords('Run ( datahub frontend react. datahub-frontend-react) first'),
    'Run (datahub-frontend-react) first',
  );
  assert.equal(
    withoutSplitWords('DATAHUB MAPPED FRONTEND PORT. DATAHUB_MAPPED_FRONTEND_PORT is set'),
    'DATAHUB_MAPPED_FRONTEND_PORT is set',
  );
  assert.equal(
    withoutSplitWords('grant roles bigquery job User. roles/bigquery.jobUser to it'),
    'grant roles/bigquery.jobUser to it',
  );
  assert.equal(
    withoutSplitWords('the <mark>platform</mark> instance map. <mark>platform_instance_map</mark> maps'),
    'the <mark>platform_instance_map</mark> maps',
  );
  // Several in one excerpt.
  assert.equal(
    withoutSplitWords(
      'app (datahub-frontend-react). DATAHUB MAPPED FRONTEND PORT. DATAHUB_MAPPED_FRONTEND_PORT and ( datahub gms. datahub-gms). DATAHUB MAPPED GMS PORT. DATAHUB_MAPPED_GMS_PORT',
    ),
    'app (datahub-frontend-react). DATAHUB_MAPPED_FRONTEND_PORT and (datahub-gms). DATAHUB_MAPPED_GMS_PORT',
  );
  // An excerpt that starts inside the words.
  assert.equal(withoutSplitWords('frontend react. datahub-frontend-react) and'), 'datahub-frontend-react) and');
  // Prose that only looks alike stays.
  assert.equal(withoutSplitWords('Use it. Then datahub-rest sink'), 'Use it. Then datahub-rest sink');
  assert.equal(withoutSplitWords('It is a map. platform_instance_map'), 'It is a map. platform_instance_map');
});
