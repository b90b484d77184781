/**
 * A modal's backdrop made inert: every other child of <body> can be neither focused nor read by
 * assistive tech while the modal is open, so neither Tab nor a screen reader reaches the page
 * behind it (the WAI-ARIA modal dialog pattern). Returns the function that undoes it.
 */
export function inertOthers(modal: Element): () => void {
  const made: Element[] = [];
  for (const child of document.body.children) {
    if (child === modal || child.contains(modal) || child.hasAttribute('inert') || child.tagName === 'SCRIPT') continue;
    child.setAttribute('inert', '');
    made.push(child);
  }
  return () => {
    for (const child of made) child.removeAttribute('inert');
  };
}
