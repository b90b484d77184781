import type { HeadProps, SiteProps } from '../../src/render/props.ts';

/** The inline script that applies the colour mode before first paint (no flash of the wrong theme). */
export function themeScript(colorMode: SiteProps['colorMode']): string {
  const fallback = colorMode.respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'${colorMode.defaultMode}'`
    : `'${colorMode.defaultMode}'`;
  return `(function(){var d=document.documentElement;d.classList.add('js');try{var t=localStorage.getItem('theme')}catch(e){}d.dataset.theme=t==='light'||t==='dark'?t:${fallback}})()`;
}

export function Head({ site, head }: { site: SiteProps; head: HeadProps }) {
  const title = head.title === site.title ? site.title : `${head.title} | ${site.title}`;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={head.canonical} />
      {head.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonical} />
      <meta property="og:site_name" content={site.title} />
      <meta name="twitter:card" content="summary" />
      <meta name="color-scheme" content="light dark" />
      <link rel="icon" href={site.favicon} type="image/svg+xml" />
      {head.markdownTwin ? <link rel="alternate" type="text/markdown" href={head.markdownTwin} /> : null}
      <script dangerouslySetInnerHTML={{ __html: themeScript(site.colorMode) }} />
      <link rel="stylesheet" href={site.assets.css} />
      <script type="module" src={site.assets.js} />
    </head>
  );
}
