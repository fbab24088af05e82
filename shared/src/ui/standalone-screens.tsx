import { Button, Flex, Result, Typography } from 'antd';
import { Layout } from '@switchboard/shared/antd-signed-in';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { authApi } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { useSession } from '@switchboard/shared/session';
import type { RemoteFeature } from './feature.js';
import { FeatureRoutes } from './feature-routes.js';

function StandaloneStatusPage({ status }: { status: '404' | '403' }) {
  const { t } = useTranslation('common');
  return <Result status={status} title={status} extra={<Button href="/">{t('app.home')}</Button>} />;
}

/** A standalone remote's screens inside antd's frame (a lazy chunk of `StandaloneApp`). */
export default function StandaloneScreens({ feature, requireAgentSession }: { feature: RemoteFeature; requireAgentSession: boolean }) {
  const { t } = useTranslation('common');
  const userName = useSession((state) => state.user?.name);
  const first = feature.sections[0];

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
