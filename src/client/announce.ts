/**
 * Says a short status out loud to screen-reader users (a code block copied, for instance):
 * one shared, visually hidden live region, made when first needed.
 */
export function announce(text: string): void {
  let region = document.getElementById('docsgen-status');
  if (!region) {
    region = document.createElement('p');
    region.id = 'docsgen-status';
    region.className = 'sr-only';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  // Cleared first, so that the same text said twice is announced twice.
  region.textContent = '';
  const target = region;
  setTimeout(() => (target.textContent = text), 50);
}
