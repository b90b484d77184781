import { test } from 'node:test';
import assert from 'node:assert/strict';
import { composeAnswer, type PageSections } from '../../src/client/assistant/compose.ts';

const page: PageSections = {
  url: '/docs/deploy/kubernetes',
  rank: 0,
  sections: [
    { page: 'Deploying with Kubernetes', heading: 'Install with Helm', anchor: 'install-with-helm', blocks: [{ kind: 'text', text: 'Kubernetes deployments use the Helm chart: add the chart repository, then install the release with helm install.' }] },
  ],
};

test('the local answer names the site it quotes, by its configured title', () => {
  const answer = composeAnswer('How do I deploy on Kubernetes with Helm?', [page], 'Fixture');
  assert.ok(answer, 'the page answers the question');
  assert.match(answer.markdown, /^Here is what the Fixture docs say\./);
  assert.match(composeAnswer('How do I deploy on Kubernetes with Helm?', [page])!.markdown, /^Here is what the docs say\./);
  assert.equal(answer.sources[0].file.path, '/docs/deploy/kubernetes');
});

test('a question that shares only a word or two with the docs gets no answer', () => {
  // "install" and "release" are in the section; "piano", "lessons" and "london" are not.
  assert.equal(composeAnswer('Where can I install piano lessons in London?', [page]), undefined);
  assert.equal(composeAnswer('Which release of the piano lessons?', [page]), undefined);
  // Half the terms is enough: the docs answer the part they know.
  assert.ok(composeAnswer('How do I install Helm on my laptop?', [page]));
});
