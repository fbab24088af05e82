import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authApi, configureClient, loadEnv, restoreSession } from '@switchboard/shared/client';
import { initI18n, loadAntdLocale } from '@switchboard/shared/i18n';
import { hasSessionHint, useSession } from '@switchboard/shared/session';
import { App, preloadSignedInArea } from './app';
import { shellStrings } from './i18n';
import { registerAllRemotes } from './remotes/federation-runtime';
import { preloadDataOfAddress, preloadScreenOfPath } from './remotes/load-feature';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    const env = await loadEnv();
    configureClient(env);
    // Registration only records the manifest URLs: each remote is fetched on the first visit to its paths.
    registerAllRemotes(env, window.location.href);
    // A remembered agent's screens (the frame, the route's remote and its screen, with antd's providers
    // when that screen draws with antd) are fetched while the session is restored; a visitor without one
    // gets the sign-in, which needs none of them.
    const remembered = hasSessionHint();
    const signedInArea = remembered ? preloadSignedInArea(false) : undefined;
    if (remembered) {
      preloadScreenOfPath(window.location.pathname);
      preloadDataOfAddress(window.location.pathname, window.location.search, restoreSession());
    }
    // antd's locale is loaded before the first signed-in render (its screens then show their strings at
    // once); the sign-in has no antd, and the frame loads the locale itself after a sign-in.
    // The access token lives in memory only: a remembered user gets it back through the refresh cookie
    // before the guards first decide (no flash of the login page).
    await Promise.all([
      // The session bootstrap (user, permissions, organisation, unread count: one call) goes out as
      // soon as the session is back, while the app renders; the layout and the bell share its answer.
      restoreSession().then((signedIn) => {
        if (!signedIn) return undefined;
        authApi.me().catch(() => undefined); // the layout asks again and offers a retry
        // The first render draws the frame at once when its code is in by then: React holds back what
        // a lazy part shows after a fallback for 300 ms.
        return signedInArea;
      }),
      initI18n().then(() => shellStrings.register()),
      remembered ? loadAntdLocale(useSession.getState().lang).catch(() => undefined) : undefined,
    ]);
  } catch (error) {
    console.error('[shell] start failed', error);
    await initI18n().catch(() => undefined);
    await shellStrings.register();
    // Its own chunk, with its antd providers: the failure screen is not paid by every start.
    const { BootFailure } = await import('./app/boot-failure');
    root.render(<BootFailure error={error} />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
