/**
 * Screenshots of a built site for looking at the design: every given path, light and dark,
 * desktop (1280 px) and phone (390 px). Usage:
 *   node --import tsx scripts/screenshot.ts <build dir> <out dir> /path [/path ...]
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { launchBrowser, serveFolder } from '../test/helpers/browser.ts';

const [buildDir = 'build', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
await mkdir(outDir, { recursive: true });
const server = await serveFolder(buildDir);
const browser = await launchBrowser();
try {
  for (const path of paths.length ? paths : ['/', '/docs/', '/docs/quickstart']) {
    for (const theme of ['light', 'dark']) {
      for (const width of [1280, 390]) {
        const context = await browser.newContext({
          viewport: { width, height: width > 600 ? 900 : 844 },
          colorScheme: theme as 'light' | 'dark',
        });
        await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
        const page = await context.newPage();
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${theme}-${width}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage: false });
        await context.close();
        console.log(join(outDir, name));
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
