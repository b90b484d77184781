/** What the side-by-side bench needs to know of a peer: what to install, how to write and build a site. */
import type { Corpus } from './corpus.ts';
import type { PeerPackages } from './install.ts';

export interface PeerSite {
  /** As printed: "Starlight", "Docusaurus Faster". */
  label: string;
  packages: PeerPackages;
  /** The CLI script, relative to the install folder, run with the peer's Node. */
  script: string;
  args: string[];
  /** Output folder, relative to the install folder. */
  outDir: string;
  /** Removed before a cold build (relative to the install folder); a warm build keeps them. */
  caches: string[];
  env?: Record<string, string>;
  /** Writes the converted corpus into the install folder, replacing the previous one. */
  write(corpus: Corpus, dir: string): Promise<void>;
}
