/** Which provider answers, what the pages are told, what the Content Security Policy lets them call, and what the build says. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describeAssistant, resolveAssistant } from '../../src/node/config/assistant.ts';
import { validateConfig } from '../../src/node/config/load.ts';
import { tempSite } from '../helpers/site.ts';
import { buildSite } from '../../src/node/build.ts';
import { silentLogger, type Logger } from '../../src/node/log.ts';

const defaults = { placeholder: 'Ask', iDontKnowMessage: 'No idea', allowHtml: false, autoScrollDisabled: false };

test('the provider: as written, else openai with a base URL, Markprompt with an endpoint or a project key, else local', () => {
  assert.equal(resolveAssistant(undefined), null);
  assert.deepEqual(resolveAssistant({ ...defaults }), { provider: 'local', model: 'gpt-3.5-turbo', ...defaults });
  assert.deepEqual(resolveAssistant({ ...defaults, projectKey: 'pk' }), {
    provider: 'markprompt',
    endpoint: 'https://api.markprompt.com/v1/completions',
    projectKey: 'pk',
    model: 'gpt-3.5-turbo',
    ...defaults,
  });
  assert.equal(
    resolveAssistant({ ...defaults, completionsUrl: 'https://ai.example.com/v1/completions' })?.endpoint,
    'https://ai.example.com/v1/completions',
  );
  assert.deepEqual(
    resolveAssistant({ ...defaults, provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1/', model: 'llama3.1' }),
    { provider: 'openai', endpoint: 'http://127.0.0.1:11434/v1/chat/completions', model: 'llama3.1', ...defaults },
  );
  assert.equal(
    resolveAssistant({ ...defaults, provider: 'local', projectKey: 'pk' })?.provider,
    'local',
    'a project key alone does not override provider: local',
  );
  assert.match(
    describeAssistant(resolveAssistant({ ...defaults, projectKey: 'pk' })),
    /^Markprompt at https:\/\/api\.markprompt\.com\/v1\/completions, with the local answerer when it fails$/,
  );
});

test("provider 'openai' needs a base URL and a model, each reported at its field", () => {
  assert.throws(
    () => validateConfig({ title: 'x', assistant: { provider: 'openai' } }),
    (error: { problems?: { message: string }[] }) => {
      const messages = (error.problems ?? []).map((p) => p.message).join('\n');
      assert.match(
        messages,
        /`assistant\.baseUrl` got nothing, expected an absolute http\(s\) URL: the server's OpenAI-compatible API/,
      );
      assert.match(messages, /`assistant\.model` got nothing, expected the model's name on that server/);
      return true;
    },
  );
});

test("the service's origin is the only connect-src the assistant adds, and the build log names the provider", async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const config = await site.read('site.config.ts');
  const build = async (assistant: string) => {
    await site.write('site.config.ts', config.replace('  i18n:', `  assistant: ${assistant},\n  i18n:`));
    const lines: string[] = [];
    const log: Logger = { ...silentLogger, info: (m) => void lines.push(m) };
    await buildSite({ root: site.root, outDir: join(site.root, 'build'), search: false }, { log });
    const csp = /connect-src ([^;]*)/.exec(await readFile(join(site.root, 'build/_headers'), 'utf8'))?.[1];
    return {
      csp,
      said: lines
        .find((l) => l.trim().startsWith('assistant'))
        ?.trim()
        .replace(/\s+/, ' '),
    };
  };
  assert.deepEqual(await build('{}'), {
    csp: "'self'",
    said: "assistant local (answers in the browser from the site's own pages)",
  });
  assert.equal((await build("{ projectKey: 'k' }")).csp, "'self' https://api.markprompt.com");
  assert.equal(
    (await build("{ completionsUrl: 'https://ai.example.com/v1/completions' }")).csp,
    "'self' https://ai.example.com",
  );
  assert.deepEqual(await build("{ provider: 'openai', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1' }"), {
    csp: "'self' http://127.0.0.1:11434",
    said: 'assistant OpenAI-compatible server at http://127.0.0.1:11434/v1/chat/completions, model llama3.1, with the local answerer when it fails',
  });
});
