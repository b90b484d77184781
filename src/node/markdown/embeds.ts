/**
 * The video hosts whose players a page may embed, and how an address of theirs maps to the player
 * (loaded only when the reader clicks) and to the page a link opens without JavaScript.
 */

/** The origins the players load from: the only frames the site's security policy allows. */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.loom.com'];

export interface Embed {
  /** The host's name, as readers know it. */
  host: 'YouTube' | 'Vimeo' | 'Loom';
  /** The player's address (an iframe's `src`). */
  player: string;
  /** The video's own page. */
  page: string;
}

export function embedOf(src: string): Embed | undefined {
  let url: URL;
  try {
    url = new URL(src.startsWith('//') ? `https:${src}` : src);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^www\./, '');
  const path = url.pathname.split('/').filter(Boolean);
  const id = (value: string | undefined) => (value && /^[\w-]+$/.test(value) ? value : undefined);
  if (['youtube.com', 'youtube-nocookie.com', 'youtu.be', 'm.youtube.com'].includes(host)) {
    const video = id(
      host === 'youtu.be'
        ? path[0]
        : path[0] === 'embed' || path[0] === 'shorts'
          ? path[1]
          : (url.searchParams.get('v') ?? undefined),
    );
    return video
      ? {
          host: 'YouTube',
          player: `https://www.youtube-nocookie.com/embed/${video}`,
          page: `https://www.youtube.com/watch?v=${video}`,
        }
      : undefined;
  }
  if (host === 'player.vimeo.com' || host === 'vimeo.com') {
    const video = id(path[0] === 'video' ? path[1] : path[0]);
    return video && /^\d+$/.test(video)
      ? { host: 'Vimeo', player: `https://player.vimeo.com/video/${video}`, page: `https://vimeo.com/${video}` }
      : undefined;
  }
  if (host === 'loom.com') {
    const video = id(path[0] === 'embed' || path[0] === 'share' ? path[1] : undefined);
    return video
      ? { host: 'Loom', player: `https://www.loom.com/embed/${video}`, page: `https://www.loom.com/share/${video}` }
      : undefined;
  }
  return undefined;
}
