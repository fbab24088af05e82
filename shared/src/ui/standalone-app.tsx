import { useEffect, useState } from 'react';
import { BrowserRouter, matchPath, Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { configureClient, loadEnv, restoreSession } from '@switchboard/shared/client';
import { initI18n, registerNamespace } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { useDocumentLanguage } from './document-language.js';
import { AgentLoginForm } from './agent-login-form.js';
import type { FeatureRoute, RemoteFeature } from './feature.js';
import { KitFrameRoute, preloadKit, WithoutKit } from './kit-on-demand.js';
import { ChunkErrorBoundary, lazyChunk } from './lazy-chunk.js';
import { SignedOutLoading, SignedOutPage } from './signed-out-look.js';

export interface StandaloneAppProps {
  feature: RemoteFeature;
  /** Agent remotes need a signed-in agent; the hub brings its own customer sign-in. */
  requireAgentSession?: boolean;
  envUrl?: string;
}

type BootState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: string };

/**
 * Loads env.json, configures the client and i18n (with the remote's namespace) and, for agent remotes,
 * restores the session through the refresh cookie before rendering.
 */
function useStandaloneBoot(feature: RemoteFeature, requireAgentSession: boolean, envUrl?: string): BootState {
  const [state, setState] = useState<BootState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    (async () => {
      const env = await loadEnv(envUrl);
      configureClient(env);
      // The access token lives in memory: get it back before the sign-in form could flash.
      const restored = requireAgentSession ? restoreSession() : Promise.resolve(false);
      await initI18n();
      await registerNamespace(feature.i18n.namespace, feature.i18n.resources);
      await restored;
      feature.onStandaloneReady?.();
    })()
      .then(() => current && setState({ status: 'ready' }))
      .catch((error: unknown) => current && setState({ status: 'failed', error: String(error) }));
    return () => {
      current = false;
    };
  }, [feature, requireAgentSession, envUrl]);
  return state;
}

// The remote's screens in antd's frame: a chunk of its own, so a signed-out screen opened first
// (the hub's sign-in) does not wait for the kit.
const loadStandaloneScreens = () => import('./standalone-screens.js');
const StandaloneScreens = lazyChunk(loadStandaloneScreens);

/** A route drawn without antd (`withoutKit`): its absolute path and what it renders or where it leads. */
interface KitlessRoute {
  path: string;
  Screen?: NonNullable<FeatureRoute['Component']>;
  redirect?: string;
}

/**
 * The routes drawn without antd, as absolute paths (a redirect's target made absolute too). An agent's
 * remote running alone (a developer's page) shows every screen in its antd frame, as it always did.
 */
function kitlessRoutes(feature: RemoteFeature, requireAgentSession: boolean): KitlessRoute[] {
  if (requireAgentSession) return [];
  return feature.sections.flatMap((section) =>
    section.routes
      .filter((route) => route.withoutKit && (route.Component || route.redirectTo !== undefined))
      .map((route) => {
        const path = route.path === '' ? `/${section.prefix}` : `/${section.prefix}/${route.path}`;
        if (route.redirectTo === undefined) return { path, Screen: route.Component! };
        return { path, redirect: route.redirectTo.startsWith('/') ? route.redirectTo : `/${section.prefix}/${route.redirectTo}` };
      }),
  );
}

/**
 * Starts fetching antd's frame and the remote's screens at once, while the app boots, when the page
 * opened will render in the frame (not a route drawn without antd, not a visitor about to be sent to
 * the sign-in): they would otherwise come one after the other, after the boot.
 */
function preloadFrameFor(feature: RemoteFeature, requireAgentSession: boolean): void {
  const { pathname, search } = window.location;
  if (kitlessRoutes(feature, requireAgentSession).some(({ path }) => matchPath(path, pathname))) return;
  if (feature.signedOutRedirect?.(pathname, search)) return;
  preloadKit();
  void loadStandaloneScreens().catch(() => undefined);
}

/** Sends a visitor without a session to the remote's sign-in before antd's frame is fetched. */
function SignedOutGate({ feature }: { feature: RemoteFeature }) {
  const { pathname, search } = useLocation();
  const target = feature.signedOutRedirect?.(pathname, search) ?? null;
  return target ? <Navigate to={target} replace /> : <Outlet />;
}

/** A remote running alone on its own dev server: its own providers, router and (optional) agent sign-in. */
export function StandaloneApp({ feature, requireAgentSession = false, envUrl }: StandaloneAppProps) {
  // Once, at the first render: the downloads start before the boot's own requests return.
  useState(() => preloadFrameFor(feature, requireAgentSession));
  const boot = useStandaloneBoot(feature, requireAgentSession, envUrl);
  const signedIn = useSession((state) => state.accessToken !== null);
  const lang = useSession((state) => state.lang);
  useDocumentLanguage(lang);
  if (boot.status === 'loading') return <SignedOutLoading />;
  if (boot.status === 'failed') {
    return (
      <SignedOutPage>
        <div className="sb-so-alert" role="alert">
          env.json: {boot.error}
        </div>
      </SignedOutPage>
    );
  }
  if (requireAgentSession && !signedIn) {
    return (
      <SignedOutPage>
        <AgentLoginForm onSignedIn={() => undefined} />
      </SignedOutPage>
    );
  }
  // A route drawn without antd stands outside the frame; its antd parts bring their own.
  const kitless = kitlessRoutes(feature, requireAgentSession);
  return (
    <BrowserRouter>
      <Routes>
        {kitless.map(({ path, Screen, redirect }) => (
          <Route
            key={path}
            path={path}
            element={
              redirect !== undefined ? (
                <Navigate to={redirect} replace />
              ) : (
                <ChunkErrorBoundary>
                  <WithoutKit>{Screen ? <Screen /> : null}</WithoutKit>
                </ChunkErrorBoundary>
              )
            }
          />
        ))}
        <Route element={<SignedOutGate feature={feature} />}>
          <Route element={<KitFrameRoute />}>
            <Route path="*" element={<StandaloneScreens feature={feature} requireAgentSession={requireAgentSession} />} />
          </Route>
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
