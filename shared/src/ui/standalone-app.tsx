import { useEffect, useState } from 'react';
import { Button, Flex, Layout, Result, Spin, Typography } from 'antd';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { authApi, configureClient, loadEnv, restoreSession } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { initI18n, loadAntdLocale, registerNamespace } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { AgentLoginForm } from './agent-login-form.js';
import { AppProviders } from './app-providers.js';
import type { RemoteFeature } from './feature.js';
import { FeatureRoutes } from './feature-routes.js';

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
      await loadAntdLocale(useSession.getState().lang).catch(() => undefined);
    })()
      .then(() => current && setState({ status: 'ready' }))
      .catch((error: unknown) => current && setState({ status: 'failed', error: String(error) }));
    return () => {
      current = false;
    };
  }, [feature, requireAgentSession, envUrl]);
  return state;
}

function StandaloneStatusPage({ status }: { status: '404' | '403' }) {
  const { t } = useTranslation('common');
  return <Result status={status} title={status} extra={<Button href="/">{t('app.home')}</Button>} />;
}

function StandaloneShell({ feature, requireAgentSession }: StandaloneAppProps) {
  const { t } = useTranslation('common');
  const signedIn = useSession((state) => state.accessToken !== null);
  const userName = useSession((state) => state.user?.name);
  const first = feature.sections[0];

  if (requireAgentSession && !signedIn) return <AgentLoginForm onSignedIn={() => undefined} />;

  const routes = (
    <Routes>
      {first ? <Route index element={<Navigate to={`/${first.prefix}`} replace />} /> : null}
      {feature.sections.map((section) => (
        <Route key={section.prefix} path={`/${section.prefix}/*`} element={<FeatureRoutes routes={section.routes} />} />
      ))}
      <Route path={paths.notFound()} element={<StandaloneStatusPage status="404" />} />
      <Route path={paths.permission()} element={<StandaloneStatusPage status="403" />} />
      <Route path="*" element={<Navigate to={paths.notFound()} replace />} />
    </Routes>
  );
  // The hub brings its own page frame with its one main landmark: no second one around it.
  if (!requireAgentSession) return routes;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ paddingInline: 16 }}>
        <Flex align="center" justify="space-between" style={{ height: '100%' }}>
          <Typography.Text style={{ color: 'inherit' }}>{userName}</Typography.Text>
          <Button onClick={() => void authApi.logout()}>{t('app.logout')}</Button>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>{routes}</Layout.Content>
    </Layout>
  );
}

/** A remote running alone on its own dev server: its own providers, router and (optional) agent sign-in. */
export function StandaloneApp({ feature, requireAgentSession = false, envUrl }: StandaloneAppProps) {
  const boot = useStandaloneBoot(feature, requireAgentSession, envUrl);
  if (boot.status === 'loading') {
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (boot.status === 'failed') {
    return <Result status="error" title="env.json" subTitle={boot.error} />;
  }
  return (
    <AppProviders>
      <BrowserRouter>
        <StandaloneShell feature={feature} requireAgentSession={requireAgentSession} />
      </BrowserRouter>
    </AppProviders>
  );
}
