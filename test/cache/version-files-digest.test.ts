import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { versionFilesDigest } from '../../src/node/versions/files-digest.ts';

async function versionSite(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-digest-'));
  await mkdir(join(root, 'content/versions/1.0/docs'), { recursive: true });
  await mkdir(join(root, 'content/static/versions/1.0'), { recursive: true });
  await writeFile(join(root, 'content/versions/1.0/docs/intro.md'), '---\ntitle: Intro\ndescription: D\n---\nHello\n');
  await writeFile(join(root, 'content/versions/1.0/sidebars.yaml'), 'overviewSidebar: [intro]\n');
  await writeFile(join(root, 'content/static/versions/1.0/a.png'), 'png');
  return root;
}

test('version files digest: kept while nothing changes, and made of contents, not times', async () => {
  const root = await versionSite();
  try {
    const first = await versionFilesDigest(root, '1.0');
    const kept = JSON.parse(
      (await readFile(join(root, '.docsgen/cache/versions/1.0.files.entry'), 'utf8')).replace(/^.*\n/, ''),
    );
    assert.equal(kept.digest, first);
    assert.deepEqual(Object.keys(kept.stamps).sort(), [
      'content/static/versions/1.0/a.png',
      'content/versions/1.0/docs/intro.md',
      'content/versions/1.0/sidebars.yaml',
    ]);
    assert.equal(await versionFilesDigest(root, '1.0'), first);
    // A fresh checkout: new times, same contents, same digest.
    const later = new Date(Date.now() + 60_000);
    await utimes(join(root, 'content/versions/1.0/docs/intro.md'), later, later);
    assert.equal(await versionFilesDigest(root, '1.0'), first);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});

test('version files digest: changes with an edited, added or removed file', async () => {
  const root = await versionSite();
  try {
    const digests = new Set([await versionFilesDigest(root, '1.0')]);
    await writeFile(
      join(root, 'content/versions/1.0/docs/intro.md'),
      '---\ntitle: Intro\ndescription: D\n---\nHello again\n',
    );
    digests.add(await versionFilesDigest(root, '1.0'));
    await writeFile(join(root, 'content/versions/1.0/docs/more.md'), '---\ntitle: More\ndescription: D\n---\nMore\n');
    digests.add(await versionFilesDigest(root, '1.0'));
    await rm(join(root, 'content/static/versions/1.0/a.png'));
    digests.add(await versionFilesDigest(root, '1.0'));
    assert.equal(digests.size, 4);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
