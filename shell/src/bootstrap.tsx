import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authApi, configureClient, loadEnv, restoreSession } from '@switchboard/shared/client';
import { initI18n, loadAntdLocale } from '@switchboard/shared/i18n';
import { hasSessionHint, useSession } from '@switchboard/shared/session';
import { AppProviders } from '@switchboard/shared/ui';
import { App, preloadSignedInArea } from './app';
import { shellStrings } from './i18n';
import { preloadRemoteOfPath, registerAllRemotes } from './remotes/federation-runtime';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    const env = await loadEnv();
    configureClient(env);
    // Registration only records the manifest URLs: each remote is fetched on the first visit to its paths.
    registerAllRemotes(env, window.location.href);
    // A remembered agent's screens (the layout, the route's remote) are fetched while the session is restored.
    if (hasSessionHint()) {
      void preloadSignedInArea();
      preloadRemoteOfPath(window.location.pathname);
    }
    // antd's locale is loaded before the first render: <AppProviders> would otherwise remount the app when it arrives.
    // The access token lives in memory only: a remembered user gets it back through the refresh cookie
    // before the guards first decide (no flash of the login page).
    await Promise.all([
      // The session bootstrap (user, permissions, organisation, unread count: one call) goes out as
      // soon as the session is back, while the app renders; the layout and the bell share its answer.
      restoreSession().then((signedIn) => {
        if (signedIn) authApi.me().catch(() => undefined); // the layout asks again and offers a retry
      }),
      initI18n().then(() => shellStrings.register()),
      loadAntdLocale(useSession.getState().lang).catch(() => undefined),
    ]);
  } catch (error) {
    console.error('[shell] start failed', error);
    await initI18n().catch(() => undefined);
    await shellStrings.register();
    // Its own chunk: the failure screen's illustration is not paid by every start.
    const { BootFailure } = await import('./app/boot-failure');
    root.render(
      <AppProviders notifyApiErrors={false}>
        <BootFailure error={error} />
      </AppProviders>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
