import { createContext, useContext, type ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { FeatureRoute, RemoteFeature } from './feature.js';
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

/** A route with the absolute path it answers (`/tickets/details/:id`) and the base its redirects are relative to. */
interface PlacedRoute {
  path: string;
  route: FeatureRoute;
  base: string;
}

/** `route` placed under `base` (`/tickets`): its index answers the base itself. */
const placed = (route: FeatureRoute, base: string): PlacedRoute => ({ path: route.path === '' ? base : `${base}/${route.path}`, route, base });

/** Preloads the screen of the route of `table` that answers `pathname`, through `redirectsLeft` redirects. */
function preloadPlacedRoute(table: readonly PlacedRoute[], pathname: string, redirectsLeft = 1): Promise<void> {
  // The router's own ranking: a static segment wins over a parameter, as when the route renders.
  const match = matchRoutes([...table], pathname)?.[0]?.route;
  if (!match) return Promise.resolve();
  const { route, base } = match;
  if (route.redirectTo === undefined) {
    return Promise.all([route.Component?.preload?.(), route.withoutKit ? undefined : preloadKit()]).then(
      () => undefined,
      () => undefined,
    );
  }
  if (redirectsLeft > 0) return preloadPlacedRoute(table, route.redirectTo.startsWith('/') ? route.redirectTo : `${base}/${route.redirectTo}`, redirectsLeft - 1);
  return Promise.resolve();
}

/**
 * Starts fetching the code of the screen `feature` draws at `pathname` (through one redirect), without
 * rendering anything: the shell calls it for the address a page opens with, so the screen's chunks come
 * while the frame's code runs, and antd's providers with them unless the screen is drawn without antd.
 * Resolves once that code is in, so the section can draw the screen at once; nothing happens for a path
 * the feature does not serve, and a failed fetch is left to the screen's own render, which asks again
 * and reports it.
 */
export function preloadFeatureRoute(feature: RemoteFeature, pathname: string): Promise<void> {
  return preloadPlacedRoute(
    feature.sections.flatMap((section) => section.routes.map((route) => placed(route, `/${section.prefix}`))),
    pathname,
  );
}

/**
 * The same for a section's own table under `base`: what a screen asks for ahead of a move it offers
 * (a list, as the pointer or the focus reaches a row), so the move draws the next screen at once.
 */
export function preloadSectionRoute(routes: readonly FeatureRoute[], base: string, pathname: string): Promise<void> {
  return preloadPlacedRoute(
    routes.map((route) => placed(route, base)),
    pathname,
  );
}

/**
 * Asks for the code of the screen at a path of the enclosing section (`<FeatureRoutes>` provides it;
 * outside one it does nothing). Safe to call often: each chunk is fetched once, and a failure is left to
 * the screen's own render.
 */
export const RoutePreloadContext = createContext<(pathname: string) => void>(() => undefined);

export const useRoutePreload = () => useContext(RoutePreloadContext);

/**
 * Props for an element that opens the screen at `pathname` (a link, a "New …" button): they ask the
 * section for that screen's code as the pointer or the focus reaches the element, before the click.
 */
export function useRoutePreloadProps(pathname: string): { onPointerEnter: () => void; onFocus: () => void } {
  const preloadRoute = useRoutePreload();
  const ask = () => preloadRoute(pathname);
  return { onPointerEnter: ask, onFocus: ask };
}
