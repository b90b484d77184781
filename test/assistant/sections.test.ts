/** A twin's sections as the answerer reads them: tables with their header, details blocks as sections, the page's description apart. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { splitSections } from '../../src/client/assistant/sections.ts';
import { readIntent } from '../../src/client/assistant/intent.ts';

test('tables, collapsible details and the description are read as such', () => {
  const sections = splitSections(`# Guide

> What this page is for.

Intro text.

## Problems

:::details[Port conflicts]
These ports must be free:

| Port | Service |
|---|---|
| 3306 | \`db\` \\| primary |
:::

After the details.

\`\`\`yaml title="values.yaml"
a: 1
\`\`\`
`);
  assert.deepEqual(sections[0].blocks[0], { kind: 'text', text: 'What this page is for.', summary: true });
  const details = sections.find((s) => s.heading === 'Port conflicts')!;
  assert.equal(details.trail, 'Problems');
  assert.equal(details.anchor, 'problems', 'a details block links to the heading it sits under');
  assert.deepEqual(details.blocks[1], {
    kind: 'table',
    header: ['Port', 'Service'],
    rows: [['3306', '`db` | primary']],
  });
  const after = sections.filter((s) => s.heading === 'Problems').at(-1)!;
  assert.deepEqual(after.blocks, [
    { kind: 'text', text: 'After the details.' },
    { kind: 'code', lang: 'yaml', code: 'a: 1', title: 'values.yaml' },
  ]);
});

test('questions are read for the kind of fact they ask for and what they are about', () => {
  const cases: [string, string, string[]][] = [
    ['Which environment variable changes the GMS port?', 'variable', ['chang', 'gms']],
    ['What port does the web app use?', 'port', ['web', 'app']],
    ['Where does the CLI store its settings?', 'file', ['cli', 'command-line']],
    ['Which pip package do I need to ingest from Snowflake?', 'package', ['ingest', 'snowflake']],
    ['What is a platform instance?', 'definition', ['platform', 'instance']],
    ['How do I install DataHub on Kubernetes?', 'howto', ['install', 'kubernet']],
    ['Which Java version do I need?', 'requirements', ['java', 'vers']],
    ['How much memory does Minikube need?', 'requirements', ['memory', 'minikube']],
    ['Which Kafka topic receives proposals?', 'name', ['kafka', 'topic', 'receiv', 'proposal']],
  ];
  for (const [question, kind, subject] of cases) {
    const intent = readIntent(question);
    assert.equal(intent.kind, kind, question);
    assert.deepEqual(intent.subject, subject, question);
  }
});
