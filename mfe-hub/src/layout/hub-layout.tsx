import { Suspense, useContext, useState, type ReactNode } from 'react';
import { LogoutOutlined, MenuOutlined, PlusOutlined, UnorderedListOutlined, UserOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Typography, theme } from 'antd';
import { Avatar, Drawer, Layout, Menu, Skeleton } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { useIsMobile } from '@switchboard/shared/ui';
import { HubBrand, IsolatedLine, useHubBranding } from '../branding';
import { HUB_NAMESPACE } from '../i18n/resources';
import { HubLanguagePicker, HubThemeSwitch } from '../preferences';
import { hubEmail, hubFirstName, readHubSession } from '../session';

export const HUB_LOGOUT_PATH = '/hub/logout';

/** Name, email and menu: the sidebar on wide screens, the drawer on small ones. */
function HubNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = readHubSession()?.user;
  const { direction } = useContext(ConfigProvider.ConfigContext);
  // Lined up with the page's start whatever the direction of the text itself.
  const pageStart = direction === 'rtl' ? 'right' : 'left';
  const selected = pathname.startsWith(paths.hubTickets()) || pathname.startsWith('/hub/ticket/') ? 'tickets' : '';
  return (
    <Flex vertical gap={token.marginSM}>
      <Flex align="center" gap={token.marginSM} style={{ padding: token.padding }}>
        <Avatar icon={<UserOutlined />} />
        <Flex vertical style={{ minWidth: 0 }}>
          {/* The customer's own name and address: isolated, so a Latin name or address reads whole in Arabic. */}
          <Typography.Text strong data-testid="hub-user-name">
            <IsolatedLine text={hubFirstName(user) ?? t('layout.guest')} align={pageStart} />
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="hub-user-email">
            <IsolatedLine text={hubEmail(user) ?? t('layout.noEmail')} align={pageStart} />
          </Typography.Text>
        </Flex>
      </Flex>
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        // The drawer's surface shows through: no second shade behind the menu.
        style={{ borderInlineEnd: 'none', background: 'transparent' }}
        onClick={({ key }) => {
          navigate(key === 'logout' ? HUB_LOGOUT_PATH : paths.hubTickets());
          onNavigate?.();
        }}
        items={[
          { key: 'tickets', icon: <UnorderedListOutlined />, label: t('layout.tickets') },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.logout') },
        ]}
      />
    </Flex>
  );
}

/** The organisation the signed-in customer belongs to (stored with the customer by the auth screen). */
function customerOrganizationId(): string | null {
  const user = readHubSession()?.user as { organizationId?: unknown } | undefined;
  return typeof user?.organizationId === 'string' && user.organizationId ? user.organizationId : null;
}

/**
 * The side the mobile menu slides in from: the start of the line, left in LTR and right in Arabic,
 * where the menu button sits.
 */
export function drawerPlacement(direction: 'ltr' | 'rtl' | undefined): 'left' | 'right' {
  return direction === 'rtl' ? 'right' : 'left';
}

/**
 * The hub frame: top bar with the organisation's logo and name and raise-issue, sidebar with the
 * customer and menu, language picker. One plain surface from edge to edge in both themes: no grey
 * page background framing the content.
 */
export function HubLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { direction } = useContext(ConfigProvider.ConfigContext);
  // The customer's own organisation: with several organisations on one server, no guess is needed.
  const branding = useHubBranding(customerOrganizationId());
  const surface = token.colorBgContainer;

  return (
    <Layout style={{ minHeight: '100vh', background: surface }} data-testid="hub-layout">
      <Layout.Header
        style={{
          background: surface,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: token.padding,
          position: 'sticky',
          top: 0,
          zIndex: 10,
        }}
      >
        <Flex align="center" justify="space-between" gap={token.marginSM} style={{ height: '100%' }}>
          <Flex align="center" gap={token.marginSM}>
            {isMobile ? (
              <Button type="text" icon={<MenuOutlined />} aria-label={t('layout.openMenu')} onClick={() => setDrawerOpen(true)} />
            ) : null}
            <HubBrand branding={branding} level={4} />
          </Flex>
          <Flex align="center" gap={token.marginSM}>
            {isMobile ? null : <HubLanguagePicker />}
            <HubThemeSwitch />
            <Button
              type="primary"
              icon={<PlusOutlined />}
              aria-label={t('layout.raiseIssue')}
              onClick={() => navigate(paths.hubCreateTicket())}
            >
              {isMobile ? null : t('layout.raiseIssue')}
            </Button>
          </Flex>
        </Flex>
      </Layout.Header>
      <Layout style={{ background: surface }}>
        {isMobile ? (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement={drawerPlacement(direction)}
            size={280}
            title={<span dir="auto">{branding === undefined ? '' : (branding?.title ?? t('brand'))}</span>}
            styles={{ body: { padding: 0 } }}
          >
            <HubNavigation onNavigate={() => setDrawerOpen(false)} />
            <div style={{ padding: token.padding }}>
              <HubLanguagePicker />
            </div>
          </Drawer>
        ) : (
          <Layout.Sider width={240} theme="light" style={{ background: surface, borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}>
            <HubNavigation />
          </Layout.Sider>
        )}
        <Layout.Content style={{ background: surface, padding: isMobile ? token.padding : token.paddingLG, minWidth: 0 }}>
          {/* The screen's own code may still be on its way: the frame stands meanwhile. */}
          <Suspense fallback={<Skeleton active />}>{children}</Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
