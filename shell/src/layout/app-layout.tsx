import { useEffect, useState } from 'react';
import { Flex, theme } from 'antd';
import { Drawer, Layout, Spin } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { RetryResult } from '@switchboard/shared/ui';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getEnv } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { directionOf } from '@switchboard/shared/i18n';
import { usePermissions } from '@switchboard/shared/permissions';
import { useSession } from '@switchboard/shared/session';
import { DocsDrawer } from '../docs/docs-drawer';
import { SideMenu } from './side-menu';
import { visibleEntries } from './sidebar-entries';
import { TopBar } from './top-bar';
import { useSessionKeepAlive } from './use-session-keep-alive';
import { useViewport } from '../common/use-viewport';

const SIDER_WIDTH = 220;
const SIDER_COLLAPSED_WIDTH = 64;

function docsBaseUrl(): string {
  try {
    return getEnv().docsBaseUrl || '/docs/';
  } catch {
    return '/docs/'; // embedded mode default
  }
}

/** The agent app frame: top bar, left sidebar, content, right-hand documentation drawer. */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const { pathname, search } = useLocation();
  const viewport = useViewport();
  const lang = useSession((state) => state.lang);
  const user = useSession((state) => state.user);
  const { permissions } = usePermissions();
  const { userLoad, reloadUser } = useSessionKeepAlive();
  // Desktop starts with the menu open; compact and mobile start closed.
  const [menuOpen, setMenuOpen] = useState(() => viewport === 'desktop');
  const [docsOpen, setDocsOpen] = useState(false);

  useEffect(() => setMenuOpen(viewport === 'desktop'), [viewport]);

  // The menu closes on navigation (the desktop sidebar is part of the page and stays).
  useEffect(() => {
    if (viewport !== 'desktop') setMenuOpen(false);
  }, [pathname, search, viewport]);

  const entries = visibleEntries(permissions);
  const userKnown = user !== null;

  if (!userKnown) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
        {userLoad === 'failed' ? (
          <RetryResult status="warning" title={t('layout.userLoadFailed')} retryLabel={t('app.retry', { ns: 'common' })} onRetry={reloadUser} />
        ) : (
          <Spin size="large" aria-label={t('app.loading', { ns: 'common' })} />
        )}
      </Flex>
    );
  }

  // Nothing to open but the permission page and one's own profile.
  if (entries.length === 0 && pathname !== paths.permission() && pathname !== paths.profile()) return <Navigate to={paths.permission()} replace />;

  const menu = (
    <SideMenu entries={entries} collapsed={viewport !== 'mobile' && !menuOpen} onToggleHelp={() => setDocsOpen((open) => !open)} />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar viewport={viewport} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <Layout hasSider={viewport !== 'mobile'}>
        {viewport === 'mobile' ? (
          <Drawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            placement={directionOf(lang) === 'rtl' ? 'right' : 'left'}
            size={SIDER_WIDTH + 40}
            title={t('app.title')}
            closable={{ 'aria-label': t('topbar.closeMenu') }}
            styles={{ body: { padding: 0 } }}
            data-testid="nav-drawer"
          >
            <nav aria-label={t('nav.label')}>{menu}</nav>
          </Drawer>
        ) : (
          <Layout.Sider
            width={SIDER_WIDTH}
            collapsedWidth={SIDER_COLLAPSED_WIDTH}
            collapsed={!menuOpen}
            trigger={null}
            theme="light"
            style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
          >
            <nav aria-label={t('nav.label')} style={{ position: 'sticky', insetBlockStart: 56 }}>
              {menu}
            </nav>
          </Layout.Sider>
        )}
        <Layout.Content
          role="main"
          style={{ padding: viewport === 'mobile' ? 12 : 24, minWidth: 0, background: token.colorBgLayout }}
        >
          <Outlet />
        </Layout.Content>
      </Layout>
      <DocsDrawer open={docsOpen} onClose={() => setDocsOpen(false)} docsBaseUrl={docsBaseUrl()} />
    </Layout>
  );
}
