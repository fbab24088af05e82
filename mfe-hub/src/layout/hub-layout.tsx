import { useState, type ReactNode } from 'react';
import { LogoutOutlined, MenuOutlined, MoonOutlined, PlusOutlined, UnorderedListOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Drawer, Flex, Layout, Menu, Select, Switch, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LOCALES, paths, type Locale } from '@switchboard/shared/contracts';
import { LANGUAGE_NAMES, setLanguage } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { useIsMobile, useThemeMode } from '@switchboard/shared/ui';
import { HubBrand, useHubBranding } from '../branding';
import { HUB_NAMESPACE } from '../i18n/resources';
import { hubEmail, hubFirstName, readHubSession } from '../session';

export const HUB_LOGOUT_PATH = '/hub/logout';

function LanguagePicker() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const lang = useSession((state) => state.lang);
  return (
    <Select<Locale>
      aria-label={t('layout.language')}
      value={lang}
      onChange={(next) => void setLanguage(next)}
      options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }))}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 140 }}
      popupMatchSelectWidth={false}
    />
  );
}

/** Name, email and menu: the sidebar on wide screens, the drawer on small ones. */
function HubNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = readHubSession()?.user;
  const selected = pathname.startsWith(paths.hubTickets()) || pathname.startsWith('/hub/ticket/') ? 'tickets' : '';
  return (
    <Flex vertical gap={token.marginSM}>
      <Flex align="center" gap={token.marginSM} style={{ padding: token.padding }}>
        <Avatar icon={<UserOutlined />} />
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis data-testid="hub-user-name">
            {hubFirstName(user) ?? t('layout.guest')}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis data-testid="hub-user-email">
            {hubEmail(user) ?? t('layout.noEmail')}
          </Typography.Text>
        </Flex>
      </Flex>
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        style={{ borderInlineEnd: 'none' }}
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

/** The hub frame: top bar with raise-issue, sidebar with the customer and menu, language picker. */
export function HubLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const themeMode = useThemeMode((state) => state.theme);
  const setThemeMode = useThemeMode((state) => state.setTheme);
  const branding = useHubBranding();

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: token.colorBgContainer,
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
            {isMobile ? null : <LanguagePicker />}
            <Switch
              aria-label={t('layout.darkTheme')}
              checked={themeMode === 'dark'}
              checkedChildren={<MoonOutlined />}
              unCheckedChildren={<MoonOutlined />}
              onChange={(dark) => setThemeMode(dark ? 'dark' : 'light')}
            />
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
      <Layout>
        {isMobile ? (
          <Drawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            placement="left"
            size={280}
            title={branding?.title ?? t('brand')}
            styles={{ body: { padding: 0 } }}
          >
            <HubNavigation onNavigate={() => setDrawerOpen(false)} />
            <div style={{ padding: token.padding }}>
              <LanguagePicker />
            </div>
          </Drawer>
        ) : (
          <Layout.Sider width={240} theme="light" style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}>
            <HubNavigation />
          </Layout.Sider>
        )}
        <Layout.Content style={{ padding: isMobile ? token.padding : token.paddingLG }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
