/** Site paths as the pages link them: the same rule in the engine, the templates and the browser. */

/** `route` (a site path starting with `/`) under the base URL; anything else as it is. */
export function withBase(baseUrl: string, route: string): string {
  if (!route.startsWith('/')) return route;
  return baseUrl === '/' ? route : `${baseUrl.replace(/\/$/, '')}${route}`;
}

/** A route's full address: the site's URL, the base URL, the route. */
export function absoluteUrl(siteUrl: string, baseUrl: string, route: string): string {
  return `${siteUrl.replace(/\/$/, '')}${withBase(baseUrl, route)}`;
}
