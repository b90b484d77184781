/**
 * Says a short status out loud to screen-reader users (a code block copied, for instance):
 * one shared, visually hidden live region, made when first needed.
 */
import { ENGINE_IDS } from '../shared/engine-ids.ts';

export function announce(text: string): void {
  let region = document.getElementById(ENGINE_IDS.status);
  if (!region) {
    region = document.createElement('p');
    region.id = ENGINE_IDS.status;
    region.className = 'sr-only';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  // Cleared first, so that the same text said twice is announced twice.
  region.textContent = '';
  const target = region;
  setTimeout(() => (target.textContent = text), 50);
}
