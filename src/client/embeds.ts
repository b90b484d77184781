/**
 * Video players of pages (src/node/markdown/plugins/rehype-html-elements.ts): the page holds a link to
 * the video and a button; the player's frame, and the host's requests, come only with a click.
 */
export function initEmbeds(root: ParentNode = document): void {
  for (const embed of root.querySelectorAll<HTMLElement>('.embed[data-embed-src]')) {
    const button = embed.querySelector<HTMLButtonElement>('[data-embed-play]');
    if (!button || button.dataset.bound) continue;
    button.dataset.bound = '';
    button.addEventListener('click', () => {
      const frame = document.createElement('iframe');
      frame.src = `${embed.dataset.embedSrc!}${embed.dataset.embedSrc!.includes('?') ? '&' : '?'}autoplay=1`;
      frame.title = embed.dataset.embedTitle ?? 'Video';
      frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
      frame.allowFullscreen = true;
      frame.referrerPolicy = 'strict-origin-when-cross-origin';
      embed.append(frame);
      frame.focus();
    });
  }
}
