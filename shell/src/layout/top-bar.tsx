import { Button, Flex, Typography, theme } from 'antd';
import { Tag } from '@switchboard/shared/antd-signed-in';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { usePermissions } from '@switchboard/shared/permissions';
import { leaveThen } from '@switchboard/shared/ui';
import { NotificationBell } from '../notifications';
import { OrganizationLogo } from './organization-logo';
import { ProfileMenu } from './profile-menu';
import type { ViewportKind } from '../common/use-viewport';

export interface TopBarProps {
  viewport: ViewportKind;
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** The top bar: product title with beta tag, organisation logo, add ticket, bell and profile. */
export function TopBar({ viewport, menuOpen, onToggleMenu }: TopBarProps) {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { hasAny } = usePermissions();
  const canAddTicket = hasAny(['tickets:tickets:add']);
  const mobile = viewport === 'mobile';
  const menuIcon = mobile ? <MenuOutlined /> : menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />;

  return (
    <Flex
      component="header"
      align="center"
      justify="space-between"
      gap={12}
      style={{
        height: 56,
        paddingInline: mobile ? 8 : 16,
        background: token.colorBgContainer,
        borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        insetBlockStart: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" gap={mobile ? 4 : 12} style={{ minWidth: 0 }}>
        <Button
          type="text"
          icon={menuIcon}
          onClick={onToggleMenu}
          aria-label={t('topbar.toggleMenu')}
          aria-expanded={menuOpen}
          data-testid="menu-toggle"
          className="shell-menu-toggle"
        />
        <Link to={paths.ticketsList()} style={{ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, color: 'inherit' }}>
          {/* At 375 px the title gives way (ellipsis) before the tag, logo and actions do; `dir="auto"` cuts a Latin name at its end in Arabic too. */}
          <Typography.Title level={mobile ? 5 : 4} ellipsis dir="auto" style={{ margin: 0, whiteSpace: 'nowrap', minWidth: 0 }}>
            {t('app.title')}
          </Typography.Title>
          <Tag color="processing" style={{ marginInlineEnd: 0, flexShrink: 0 }} data-testid="beta-tag">
            {t('app.beta')}
          </Tag>
        </Link>
        <OrganizationLogo />
      </Flex>
      <Flex align="center" gap={mobile ? 4 : 8} style={{ flexShrink: 0 }}>
        {canAddTicket ? (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => leaveThen(() => navigate(paths.ticketDetails()))}
            aria-label={t('topbar.addTicket')}
            data-testid="add-ticket"
          >
            {mobile ? null : t('topbar.addTicket')}
          </Button>
        ) : null}
        <NotificationBell />
        <ProfileMenu />
      </Flex>
    </Flex>
  );
}
