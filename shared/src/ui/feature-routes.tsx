import { useCallback } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { RequirePermission } from '@switchboard/shared/permissions';
import type { FeatureRoute } from './feature.js';
import { KitSectionRoute } from './kit-on-demand.js';
import { preloadSectionRoute, RoutePreloadContext } from './route-preload.js';

export interface FeatureRoutesProps {
  routes: readonly FeatureRoute[];
  /**
   * The section's absolute base path (e.g. `/tickets`). Defaults to the part of the URL matched
   * by the parent `/<prefix>/*` route.
   */
  basePath?: string;
}

/** Base of the enclosing splat route: the pathname without what `*` matched. */
function useSectionBase(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'] ?? '';
  const base = splat && pathname.endsWith(splat) ? pathname.slice(0, pathname.length - splat.length) : pathname;
  return base.replace(/\/+$/, '');
}

function RedirectTo({ to, basePath }: { to: string; basePath?: string }) {
  const params = useParams();
  const inferredBase = useSectionBase();
  // `:id` in a redirect target takes the value of the matched route's parameter.
  const filled = to.replace(/:([A-Za-z0-9_]+)/g, (token, name: string) => params[name] ?? token);
  if (filled.startsWith('/')) return <Navigate to={filled} replace />;
  const base = (basePath ?? inferredBase).replace(/\/+$/, '');
  return <Navigate to={`${base}/${filled}`} replace />;
}

function routeElement(route: FeatureRoute, basePath?: string) {
  if (route.redirectTo !== undefined) return <RedirectTo to={route.redirectTo} basePath={basePath} />;
  const Screen = route.Component;
  const screen = Screen ? <Screen /> : null;
  if (!route.permissions || route.permissions.length === 0) return screen;
  return <RequirePermission anyOf={route.permissions}>{screen}</RequirePermission>;
}

/** A route that draws nothing with antd: one said so, or a redirect (it draws nothing at all). */
const drawnWithoutKit = (route: FeatureRoute) => route.withoutKit === true || route.redirectTo !== undefined;

function routeOf(route: FeatureRoute, base: string) {
  return route.path === '' ? (
    <Route key="(index)" index element={routeElement(route, base)} />
  ) : (
    <Route key={route.path} path={route.path} element={routeElement(route, base)} />
  );
}

/**
 * Renders a section's route table: guards, redirects, and unknown paths → /404. Screens drawn with antd
 * stand in one layout route that brings antd's providers where they are missing (the agent's plain
 * frame), mounted once while one moves between them; those drawn without antd (`withoutKit`) stand
 * beside it (redirects too), so opening one fetches no antd before it shows. Its screens can ask for the
 * code of another of its paths ahead of a move (`useRoutePreload`).
 */
export function FeatureRoutes({ routes, basePath }: FeatureRoutesProps) {
  const sectionBase = useSectionBase();
  // Resolve the base once, at the section level, so nested redirects stay relative to the section.
  const base = basePath ?? sectionBase;
  const preloadPath = useCallback((pathname: string) => void preloadSectionRoute(routes, base, pathname), [routes, base]);
  return (
    <RoutePreloadContext.Provider value={preloadPath}>
      <Routes>
        {routes.filter(drawnWithoutKit).map((route) => routeOf(route, base))}
        <Route element={<KitSectionRoute />}>{routes.filter((route) => !drawnWithoutKit(route)).map((route) => routeOf(route, base))}</Route>
        <Route path="*" element={<Navigate to={paths.notFound()} replace />} />
      </Routes>
    </RoutePreloadContext.Provider>
  );
}
