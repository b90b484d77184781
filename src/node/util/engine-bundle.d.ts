/** Types of engine-bundle.js (plain JavaScript, so that bin/ can use it before TypeScript loads). */
export function engineBundle(options: {
  root: string;
  name: string;
  entry: string;
  fingerprint: string;
  /** Stop esbuild's helper process once the bundle is written (it holds 300–400 MB; a later call starts it again). */
  release?: boolean;
}): Promise<string>;
export function engineSourceFingerprint(root: string): Promise<string>;
export function engineFingerprints(root: string): { source: string; engine: string; render: string };
