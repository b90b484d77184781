/**
 * What every cache key starts with: a hash of the engine's code, so that a new engine version
 * makes new entries and never reads what an older one wrote; and the same with what shapes every
 * page (templates and browser code) for the caches of rendered output. A bundled engine has them
 * written in when its bundle was made (src/node/util/engine-bundle.js); run from its sources, the
 * engine reads them once a process.
 */
import { engineRoot } from '../engine-root.ts';
import { engineFingerprints } from '../util/engine-bundle.js';

declare const __DOCSGEN_FINGERPRINTS__: { engine: string; render: string } | undefined;

/** The fingerprints written into this bundle; none when the engine runs from its sources. */
const baked = typeof __DOCSGEN_FINGERPRINTS__ === 'undefined' ? undefined : __DOCSGEN_FINGERPRINTS__;

let read: { engine: string; render: string } | undefined;
const fingerprints = () => baked ?? (read ??= engineFingerprints(engineRoot));

export type FingerprintName = 'engine' | 'render';

/** One of the fingerprints, read now (cache keys: src/node/cache/key.ts). */
export function fingerprintOf(name: FingerprintName): string {
  return fingerprints()[name];
}

/** Hash of the engine's code (src/node/ and src/shared/) and of the package versions it uses. */
export async function engineFingerprint(): Promise<string> {
  return fingerprints().engine;
}

/** The engine's fingerprint plus the templates (components and styles) and browser code, which shape every page. */
export async function renderFingerprint(): Promise<string> {
  return fingerprints().render;
}

/**
 * True when the fingerprints cover every file a bundle of the browser code could read: a bundled
 * engine's (its package versions are locked), so the client bundle's inputs need no hashing.
 */
export const fingerprintsCoverClientInputs = baked !== undefined;
