/** The reading aids that load together at the reader's first move through the page (on-demand.ts). */
export { initBackToTop } from './back-to-top.ts';
export { initTableScroll } from './table-scroll.ts';
