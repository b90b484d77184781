/** Browser tests: does the floating assistant button sit on any text or control of the page? */
import type { Page } from 'playwright-core';

/**
 * Scrolls the page to its top, a third, two thirds and its end (then up a little, which brings the
 * navbar back) and lists, at each stop, the visible text and controls the floating button covers
 * (text clipped away by a scrolling box, such as a long table of contents, is not visible and not counted).
 */
export async function coveredText(page: Page): Promise<string[]> {
  const problems: string[] = [];
  // tsx names the helper functions below with a `__name` call that the page does not define.
  await page.evaluate('window.__name ??= (f) => f');
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  for (const [label, y] of [
    ['top', 0],
    ['a third', height / 3],
    ['two thirds', (2 * height) / 3],
    ['end', height],
  ] as const) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    if (label === 'end') {
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      await page.evaluate(() => window.scrollBy(0, -4));
    }
    // The navbar script reads the scroll once a frame; the button and the sticky columns move in 0.2 s.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 350)));
    for (const found of await page.evaluate(findCovered)) problems.push(`${label}: ${found}`);
  }
  return problems;
}

/** Runs in the page: what the visible floating button covers right now. */
function findCovered(): string[] {
  const button = document.querySelector<HTMLElement>('.assistant-button');
  if (!button || getComputedStyle(button).display === 'none' || getComputedStyle(button).visibility === 'hidden')
    return [];
  const box = button.getBoundingClientRect();
  if (box.width === 0 || box.top >= innerHeight || Number(getComputedStyle(button).opacity) === 0) return [];
  const overlaps = (r: DOMRect | { left: number; right: number; top: number; bottom: number }) =>
    r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
  /** The part of the screen an element is seen in: its scrolling and clipping ancestors cut it. */
  const clipOf = (element: Element) => {
    let clip = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = node.getBoundingClientRect();
      clip = {
        left: Math.max(clip.left, r.left),
        top: Math.max(clip.top, r.top),
        right: Math.min(clip.right, r.right),
        bottom: Math.min(clip.bottom, r.bottom),
      };
    }
    return clip;
  };
  const seen = (element: Element) => {
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0 && (element as HTMLElement).offsetParent !== null;
  };
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (
      !parent ||
      !node.textContent?.trim() ||
      button.contains(parent) ||
      parent.closest('script, style, template, [hidden], .navbar, .announcement') ||
      !seen(parent)
    )
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const clip = clipOf(parent);
    for (const rect of range.getClientRects()) {
      const visible = {
        left: Math.max(rect.left, clip.left),
        top: Math.max(rect.top, clip.top),
        right: Math.min(rect.right, clip.right),
        bottom: Math.min(rect.bottom, clip.bottom),
      };
      if (visible.right > visible.left && visible.bottom > visible.top && overlaps(visible)) {
        found.push(
          `"${node.textContent.trim().slice(0, 40)}" in <${parent.tagName.toLowerCase()} class="${parent.className}">`,
        );
        break;
      }
    }
  }
  for (const control of document.querySelectorAll(
    'main a, main button, main input, main select, main summary, main img, footer a',
  )) {
    if (!seen(control) || control.closest('[hidden]')) continue;
    const rect = control.getBoundingClientRect();
    const clip = clipOf(control);
    const visible = {
      left: Math.max(rect.left, clip.left),
      top: Math.max(rect.top, clip.top),
      right: Math.min(rect.right, clip.right),
      bottom: Math.min(rect.bottom, clip.bottom),
    };
    if (visible.right > visible.left && visible.bottom > visible.top && overlaps(visible))
      found.push(`<${control.tagName.toLowerCase()} class="${control.className}">`);
  }
  return [...new Set(found)];
}
