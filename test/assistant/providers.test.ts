/** Which provider answers, and what the Content Security Policy lets the page call. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isRemote } from '../../src/client/assistant/providers.ts';
import { tempSite } from '../helpers/site.ts';
import { buildSite } from '../../src/build.ts';
import { silentLogger } from '../../src/log.ts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

test('the local assistant answers unless a service is asked for or an endpoint is set', () => {
  assert.equal(isRemote({}), false);
  assert.equal(isRemote({ completionsUrl: 'https://ai.example.com/v1/completions' }), true);
  assert.equal(isRemote({ provider: 'markprompt' }), true);
  assert.equal(isRemote({ provider: 'local', completionsUrl: 'https://ai.example.com/v1/completions' }), false);
});

test("the service's origin (Markprompt's by default) is the only connect-src the assistant adds", async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const config = await site.read('site.config.ts');
  const headers = async (assistant: string) => {
    await site.write('site.config.ts', config.replace('  i18n:', `  assistant: ${assistant},\n  i18n:`));
    await buildSite({ root: site.root, outDir: join(site.root, 'build'), search: false, log: silentLogger });
    return /connect-src ([^;]*)/.exec(await readFile(join(site.root, 'build/_headers'), 'utf8'))?.[1];
  };
  assert.equal(await headers('{}'), "'self'");
  assert.equal(await headers("{ provider: 'markprompt', projectKey: 'k' }"), "'self' https://api.markprompt.com");
  assert.equal(await headers("{ completionsUrl: 'https://ai.example.com/v1/completions' }"), "'self' https://ai.example.com");
});
