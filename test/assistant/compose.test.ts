/** The local answer opens with the piece of the docs that states what is asked, and says nothing when the docs do not cover it. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { composeAnswer, type PageSections } from '../../src/client/assistant/compose.ts';
import { splitSections } from '../../src/client/assistant/sections.ts';

const page = (url: string, markdown: string, rank = 0): PageSections => ({
  url,
  rank,
  sections: splitSections(markdown),
});

const QUICKSTART = page(
  '/docs/quickstart',
  `# Quickstart

> Run the service on your own computer.

Start here to try the service on a laptop.

## What you need

- **Docker** with Compose v2.
- **Enough memory**: at least 4 CPUs and 16 GB of memory for Docker.
- **Free ports**: 7000 (web app) and 7001 (API server).

## Stop the service

\`\`\`bash
svc stop --keep-data
\`\`\`

This stops the containers and keeps your data.

## Settings

| Variable | Default | Description |
|---|---|---|
| \`SVC_LOG_LEVEL\` | \`info\` | How much the server logs. |
| \`SVC_TELEMETRY\` | \`true\` | Set to \`false\` to turn telemetry off. |
`,
);

const GLOSSARY = page(
  '/docs/widgets',
  `# Widgets

A **widget** is a small card that shows one number on the home page. Widgets refresh every minute.

## Create a widget

1. Open **Settings**.
2. Click **New widget**.
3. Pick a number and save.
`,
  1,
);

/** The answer's opening: its first two blocks. */
function opening(markdown: string): string {
  return markdown.split(/\n\n/).slice(0, 2).join('\n\n');
}

test('the answer opens with the table row, list item, code line or definition that states the fact', () => {
  const cases: [string, RegExp][] = [
    ['Which environment variable turns off telemetry?', /SVC_TELEMETRY/],
    ['Which port does the web app use?', /7000 \(web app\)/],
    ['How do I stop the service?', /svc stop --keep-data/],
    ['What is a widget?', /A \*\*widget\*\* is a small card/],
    ['How much memory does the service need?', /16 GB of memory/],
  ];
  for (const [question, fact] of cases) {
    const answer = composeAnswer(question, [QUICKSTART, GLOSSARY]);
    assert.ok(answer, question);
    assert.match(opening(answer.markdown), fact, `${question}\n${answer.markdown}`);
  }
});

test('a task in steps is answered with the steps, then where they come from, with the section as the source', () => {
  const answer = composeAnswer('How do I create a widget?', [QUICKSTART, GLOSSARY])!;
  assert.match(
    answer.markdown,
    /^1\. Open \*\*Settings\*\*\.\n2\. Click \*\*New widget\*\*\.\n3\. Pick a number and save\./,
  );
  assert.match(answer.markdown, /From \[Widgets › Create a widget\]\(\/docs\/widgets#create-a-widget\)\./);
  assert.deepEqual(answer.sources[0], {
    file: { path: '/docs/widgets', title: 'Widgets' },
    meta: { leadHeading: { value: 'Create a widget', slug: 'create-a-widget' } },
  });
});

test('a question that shares only a word or two with the docs gets no answer', () => {
  assert.equal(composeAnswer('Where can I find piano lessons in London?', [QUICKSTART, GLOSSARY]), undefined);
  assert.equal(composeAnswer('Who won the football world cup?', [QUICKSTART, GLOSSARY]), undefined);
  assert.equal(composeAnswer('What is the capital of Australia?', [QUICKSTART, GLOSSARY]), undefined);
});

test('a whole task written as numbered step sections is answered with every step and its first command', () => {
  const guide = page(
    '/docs/deploy/cluster',
    `# Deploying on a cluster

## Step 1: Create the secrets

\`\`\`bash
kubectl create secret generic db --from-literal=password=x
\`\`\`

## Step 2: Install the chart

\`\`\`bash
helm install svc charts/svc
\`\`\`
`,
  );
  const answer = composeAnswer('How do I deploy on a cluster?', [guide])!;
  assert.match(
    answer.markdown,
    /^1\. \[Step 1: Create the secrets\]\(\/docs\/deploy\/cluster#step-1-create-the-secrets\): `kubectl create secret generic db --from-literal=password=x`\n2\. \[Step 2: Install the chart\]\(\/docs\/deploy\/cluster#step-2-install-the-chart\): `helm install svc charts\/svc`/,
  );
  // Asked about one step, the reader gets that step.
  assert.match(
    opening(composeAnswer('How do I install the chart?', [guide])!.markdown),
    /helm install svc charts\/svc/,
  );
});

test('what a named page has under a heading that names it is answered with the list of its subsections', () => {
  const entity = page(
    '/docs/entities/widget',
    `# Widget

A widget entity.

## Aspects

### widgetKey

The key.

### widgetProperties

The properties.

### ownership

The owners.

## Assign an owner

### From the UI

Open the widget.

### From the API

Call it.

### From a recipe

Add it.
`,
  );
  const answer = composeAnswer('What aspects does the widget entity have?', [
    { ...entity, label: 'Entities › Widget' },
  ])!;
  assert.match(
    answer.markdown,
    /^- \[widgetKey\]\(\/docs\/entities\/widget#widgetkey\)\n- \[widgetProperties\]\(\/docs\/entities\/widget#widgetproperties\)\n- \[ownership\]\(\/docs\/entities\/widget#ownership\)\n\nFrom \[Entities › Widget\]/,
  );
  // A heading about a task ("Assign an owner") is not a list of owners.
  assert.doesNotMatch(
    composeAnswer('What owners does the widget have?', [entity])?.markdown ?? '',
    /^- \[From the UI\]/,
  );
});

test('links quoted from a twin lead to pages: absolute, relative and in-page', () => {
  const twin = page(
    '/docs/jobs/consumer',
    `# Consumer\n\nThe consumer runs beside [the jobs](../jobs.md) and [the producer](./producer.md#setup), see [below](#setup) or [GitHub](https://github.com/x/y.md) and [the CLI](/docs/cli.md#install).\n`,
  );
  const answer = composeAnswer('What is the consumer?', [twin])!;
  assert.match(
    answer.markdown,
    /\[the jobs\]\(\/docs\/jobs\) and \[the producer\]\(\/docs\/jobs\/producer#setup\), see \[below\]\(\/docs\/jobs\/consumer#setup\) or \[GitHub\]\(https:\/\/github\.com\/x\/y\.md\) and \[the CLI\]\(\/docs\/cli#install\)/,
  );
});
