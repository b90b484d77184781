import { test } from 'node:test';
import assert from 'node:assert/strict';
import { breadcrumbList, scriptJson } from '../../src/shared/structured-data.ts';

const crumb = (label: string, href: string) => ({ label, href, external: false });

test('a breadcrumb list names each step with a page, and ends at the page itself', () => {
  const list = breadcrumbList(
    [crumb('Docs', '/docs/'), crumb('Deployment', ''), crumb('Guides', '/docs/guides'), crumb('Kafka', '')],
    'https://example.com/',
    'https://example.com/docs/kafka',
  );
  assert.deepEqual(list?.itemListElement, [
    { '@type': 'ListItem', position: 1, name: 'Docs', item: 'https://example.com/docs/' },
    { '@type': 'ListItem', position: 2, name: 'Guides', item: 'https://example.com/docs/guides' },
    { '@type': 'ListItem', position: 3, name: 'Kafka', item: 'https://example.com/docs/kafka' },
  ]);
  assert.equal(
    breadcrumbList([crumb('Kafka', '')], 'https://example.com', 'https://example.com/docs/kafka'),
    undefined,
    'a trail of one step is no trail',
  );
});

test('JSON in a script element cannot close it or open a comment', () => {
  const json = scriptJson({ name: '</script><script>alert(1)</script><!--' });
  assert.ok(!json.includes('<'));
  assert.deepEqual(JSON.parse(json), { name: '</script><script>alert(1)</script><!--' });
});
