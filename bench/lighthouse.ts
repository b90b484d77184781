/**
 * Lighthouse on the pages that stand for each page type, mobile and desktop presets, driven in
 * Debian's Chromium: the four category scores, LCP, CLS, TBT and the bytes transferred. Served
 * from 127.0.0.1 by the static server, which compresses text as a static host or CDN would.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { serveFolder, CHROMIUM_ARGS } from '../test/helpers/browser.ts';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/docs/',
  '/docs/deploy/kubernetes',
  '/docs/generated/ingestion/sources/snowflake',
  '/docs/generated/metamodel/entities/dataset',
  '/docs/graphql/objects',
  '/integrations',
  '/search',
];

export interface LighthouseRow {
  page: string;
  preset: 'mobile' | 'desktop';
  scores: Record<string, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  bytes: number;
}

export async function runLighthouse(
  outDir: string,
  pages: string[] = LIGHTHOUSE_PAGES,
  presets: ('mobile' | 'desktop')[] = ['mobile', 'desktop'],
): Promise<LighthouseRow[]> {
  const server = await serveFolder(outDir);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_ARGS });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      for (const preset of presets) {
        const result = await lighthouse(
          server.url + page,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'silent',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const lhr = result!.lhr;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        rows.push({
          page,
          preset,
          scores: Object.fromEntries(
            Object.entries(lhr.categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
          ),
          lcpMs: audit('largest-contentful-paint'),
          cls: audit('cumulative-layout-shift'),
          tbtMs: audit('total-blocking-time'),
          bytes: audit('total-byte-weight'),
        });
      }
    }
  } finally {
    await chrome.kill();
    await server.close();
  }
  return rows;
}

export function lighthouseTable(rows: LighthouseRow[]): string {
  const lines = [
    '| Page | Preset | Perf | A11y | Best | SEO | LCP | CLS | TBT | Bytes |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const s = r.scores;
    lines.push(
      `| ${r.page} | ${r.preset} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms | ${(r.bytes / 1024).toFixed(0)} KB |`,
    );
  }
  return lines.join('\n');
}
