import type { HeadProps, SiteProps } from '../../src/node/render/props.ts';
import { scriptJson } from '../../src/shared/structured-data.ts';

/**
 * The inline script that applies the colour mode before first paint (no flash of the wrong theme),
 * and marks a page opened at an anchor (its long reference tables are then drawn at once, 32-reference.css).
 */
export function themeScript(colorMode: SiteProps['colorMode']): string {
  const fallback = colorMode.respectPrefersColorScheme
    ? `matchMedia('(prefers-color-scheme: dark)').matches?'dark':'${colorMode.defaultMode}'`
    : `'${colorMode.defaultMode}'`;
  return `(function(){var d=document.documentElement;d.classList.add('js');if(location.hash)d.classList.add('opened-at-anchor');try{var t=localStorage.getItem('theme')}catch(e){}d.dataset.theme=t==='light'||t==='dark'?t:${fallback}})()`;
}

/**
 * On the home page only: if the client script never ran (the usual cause is a wrong base URL,
 * which breaks every asset path), say so and suggest the base URL the page was served from.
 * The stylesheet hides the banner, so it shows only when assets failed to load.
 */
export function baseUrlCheck(baseUrl: string): string {
  return `document.addEventListener('DOMContentLoaded',function(){if(window.__docsgen)return;var p=location.pathname;var s=p.endsWith('/')?p:p+'/';var d=document.createElement('div');d.className='base-url-banner';d.setAttribute('role','alert');d.style.cssText='border:thick solid red;background:#ffe6b3;color:#000;margin:20px;padding:20px;font-size:20px';d.innerHTML='<p style="font-weight:bold;font-size:30px;margin:0 0 12px">This site did not load properly.</p><p>A very common reason is a wrong site base URL configuration (<code>baseUrl</code> in site.config.ts, or <code>--base-url</code>).</p><p>Current configured baseUrl = <span style="font-weight:bold;color:red">${baseUrl}</span>${baseUrl === '/' ? ' (default value)' : ''}</p><p>We suggest trying baseUrl = <span style="font-weight:bold;color:green"></span></p>';d.querySelectorAll('span')[1].textContent=s;document.body.prepend(d)})`;
}

export function Head({ site, head, isHome }: { site: SiteProps; head: HeadProps; isHome?: boolean }) {
  const title = head.title === site.title ? site.title : `${head.title} | ${site.title}`;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
      {head.noIndex ? <meta name="robots" content="noindex, nofollow" /> : null}
      <meta property="og:type" content={head.ogType} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={head.description} />
      {head.canonical ? <meta property="og:url" content={head.canonical} /> : null}
      <meta property="og:site_name" content={site.title} />
      {head.image ? (
        <>
          <meta property="og:image" content={head.image.url} />
          <meta property="og:image:width" content={String(head.image.width)} />
          <meta property="og:image:height" content={String(head.image.height)} />
          <meta property="og:image:alt" content={head.image.alt} />
        </>
      ) : null}
      <meta name="twitter:card" content={head.image ? 'summary_large_image' : 'summary'} />
      <meta name="color-scheme" content="light dark" />
      {site.favicon ? <link rel="icon" href={site.favicon.href} type={site.favicon.type} /> : null}
      {head.markdownTwin ? <link rel="alternate" type="text/markdown" href={head.markdownTwin} /> : null}
      {head.structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(head.structuredData) }} />
      ) : null}
      <script dangerouslySetInnerHTML={{ __html: themeScript(site.colorMode) }} />
      {isHome ? <script dangerouslySetInnerHTML={{ __html: baseUrlCheck(site.baseUrl) }} /> : null}
      {site.assets.font ? (
        <link rel="preload" href={site.assets.font} as="font" type="font/woff2" crossOrigin="anonymous" />
      ) : null}
      <link rel="stylesheet" href={site.assets.css} />
      <script type="module" src={site.assets.js} />
    </head>
  );
}
