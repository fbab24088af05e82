import type { ComponentType } from 'react';
import type { Locale, Permission, RemoteId } from '@switchboard/shared/contracts';
import type { NamespaceStringsSource } from '@switchboard/shared/i18n';

/** A route's screen; `preload`, when present, fetches its code before it first renders. */
export type ScreenComponent = ComponentType & { preload?: () => Promise<unknown> };

/**
 * One route of a remote, relative to its section prefix (`''` is the section index).
 * Routes are data so the shell, the guards and the tests read the same table.
 */
export interface FeatureRoute {
  /** Relative path, react-router syntax (`details/:id`). */
  path: string;
  /** Access is granted with ANY one of these. Omitted: any signed-in user. */
  permissions?: readonly Permission[];
  /** Render this screen (its `preload`, when present, fetches its code before the route renders)... */
  Component?: ScreenComponent;
  /** ...or redirect (relative to the section, or absolute when it starts with `/`). */
  redirectTo?: string;
  /** i18n key of the page title (in the remote's namespace), used by tests and the docs drawer. */
  titleKey?: string;
  /**
   * Drawn without antd (a sign-in screen, the hub's tickets list, the agent's tickets list): rendered
   * outside antd's providers (by a standalone remote, and in the agent's plain frame), so a first visit
   * there does not load the kit before it shows. Its antd parts, if any, stand in `WithKit`. Running
   * standalone, such a route's `permissions` are not checked (hub routes carry none); as a redirect, its
   * target has no parameters.
   */
  withoutKit?: boolean;
}

/** A top-level path prefix owned by a remote, e.g. `tickets` → its routes. */
export interface FeatureSection {
  prefix: string;
  routes: readonly FeatureRoute[];
}

/** What each remote's `./feature` module exports as `feature`. */
export interface RemoteFeature {
  id: RemoteId;
  /**
   * The shell ⇄ remote contract version (semver) the remote was built against, written as a literal in
   * the remote: the shell loads the same major and refuses another. Absent in remotes built before it: 1.0.0.
   */
  version?: string;
  sections: readonly FeatureSection[];
  /**
   * Running standalone: where a visitor without a session goes from `pathname`, decided before antd's
   * providers load (null: the route renders). A remote with its own sign-in (the hub) sends visitors
   * there without loading the kit first. Inside the shell the routes' own guards decide.
   */
  signedOutRedirect?: (pathname: string, search: string) => string | null;
  /**
   * Running standalone: called once the client and i18n are set up, before the first screen renders,
   * so the remote starts what that screen will wait for (the hub restores a remembered customer's
   * session) while antd's frame and the screen's code are still on their way.
   */
  onStandaloneReady?: () => void;
  /**
   * Inside the shell, for the address a page opens with, once the session is back: the remote asks for
   * what that address's screen shows first (a list's first page), so the answer comes while the screen's
   * code is still on its way. Called at most once per page; the screen takes the answer on its first
   * render or asks again.
   */
  preloadData?: (pathname: string, search: string) => void;
  i18n: {
    namespace: string;
    /** Each locale's strings, or a loader of its chunk (fetched only when that language is in use). */
    resources: Record<Locale, NamespaceStringsSource>;
  };
}

/** Shape of the exposed module: `export const feature: RemoteFeature`. */
export interface RemoteFeatureModule {
  feature: RemoteFeature;
}
