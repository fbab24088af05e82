import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { RemoteFeature } from './feature.js';
import { preloadKit } from './kit-on-demand.js';
import { preloadableLazy, type PreloadableComponent } from './lazy-chunk.js';

/**
 * A screen's chunk as a component that can also be asked for before it renders: `preload()` starts
 * the very request the first render would make (webpack keeps one promise per chunk), so a page opened
 * at this screen's address fetches its code beside the frame's instead of after it, and draws the
 * screen without a fallback when it is in by then (see `preloadableLazy`).
 */
export function lazyScreen<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): PreloadableComponent<P> {
  return preloadableLazy(() => load().then(pick));
}

/**
 * Starts fetching the code of the screen `feature` draws at `pathname` (through one redirect), without
 * rendering anything: the shell calls it for the address a page opens with, so the screen's chunks come
 * while the frame's code runs, and antd's providers with them unless the screen is drawn without antd.
 * Resolves once that code is in, so the section can draw the screen at once; nothing happens for a path
 * the feature does not serve, and a failed fetch is left to the screen's own render, which asks again
 * and reports it.
 */
export function preloadFeatureRoute(feature: RemoteFeature, pathname: string, redirectsLeft = 1): Promise<void> {
  const table = feature.sections.flatMap((section) =>
    section.routes.map((route) => ({ path: route.path === '' ? `/${section.prefix}` : `/${section.prefix}/${route.path}`, route, prefix: section.prefix })),
  );
  // The router's own ranking: a static segment wins over a parameter, as when the route renders.
  const match = matchRoutes(table, pathname)?.[0]?.route;
  if (!match) return Promise.resolve();
  const { route, prefix } = match;
  if (route.redirectTo === undefined) {
    return Promise.all([route.Component?.preload?.(), route.withoutKit ? undefined : preloadKit()]).then(
      () => undefined,
      () => undefined,
    );
  }
  if (redirectsLeft > 0) return preloadFeatureRoute(feature, route.redirectTo.startsWith('/') ? route.redirectTo : `/${prefix}/${route.redirectTo}`, redirectsLeft - 1);
  return Promise.resolve();
}
