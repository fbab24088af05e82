import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureClient, loadEnv, restoreSession } from '@switchboard/shared/client';
import { initI18n, loadAntdLocale } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { AppProviders } from '@switchboard/shared/ui';
import { App, BootFailure } from './app';
import { shellStrings } from './i18n';
import { registerAllRemotes } from './remotes/federation-runtime';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  try {
    const env = await loadEnv();
    configureClient(env);
    // antd's locale is loaded before the first render: <AppProviders> would otherwise remount the app when it arrives.
    // The access token lives in memory only: a remembered user gets it back through the refresh cookie
    // before the guards first decide (no flash of the login page).
    await Promise.all([
      restoreSession(),
      initI18n().then(() => shellStrings.register()),
      loadAntdLocale(useSession.getState().lang).catch(() => undefined),
    ]);
    // Registration only records the manifest URLs: each remote is fetched on the first visit to its paths.
    registerAllRemotes(env, window.location.href);
  } catch (error) {
    console.error('[shell] start failed', error);
    await initI18n().catch(() => undefined);
    await shellStrings.register();
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
