/** Pagefind reports the file a result came from (`/docs/x.html`); readers see the page's route. */
export function pageUrl(fileUrl: string): string {
  return fileUrl.replace(/\/index\.html(?=$|[?#])/, '/').replace(/\.html(?=$|[?#])/, '');
}
