import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { usePermissions } from '@switchboard/shared/permissions';
import { leaveThen } from '@switchboard/shared/session';
import { NotificationBell } from '../notifications';
import { FrameButton } from '../common/frame-look';
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
  const navigate = useNavigate();
  const { hasAny } = usePermissions();
  const canAddTicket = hasAny(['tickets:tickets:add']);
  const mobile = viewport === 'mobile';
  const menuIcon = mobile ? <MenuOutlined /> : menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />;

  return (
    <header className="sb-frame-bar">
      <div className="sb-frame-row">
        <FrameButton variant="text" icon={menuIcon} onClick={onToggleMenu} aria-label={t('topbar.toggleMenu')} aria-expanded={menuOpen} data-testid="menu-toggle" />
        <Link to={paths.ticketsList()} className="sb-frame-home">
          {/* At 375 px the title gives way (ellipsis) before the tag, logo and actions do; `dir="auto"` cuts a Latin name at its end in Arabic too. */}
          <h4 className="sb-frame-title" dir="auto">
            {t('app.title')}
          </h4>
          <span className="sb-frame-tag" data-testid="beta-tag">
            {t('app.beta')}
          </span>
        </Link>
        <OrganizationLogo />
      </div>
      <div className="sb-frame-actions">
        {canAddTicket ? (
          <FrameButton
            variant="primary"
            icon={<PlusOutlined />}
            onClick={() => leaveThen(() => navigate(paths.ticketDetails()))}
            aria-label={t('topbar.addTicket')}
            data-testid="add-ticket"
          >
            {mobile ? null : t('topbar.addTicket')}
          </FrameButton>
        ) : null}
        <NotificationBell />
        <ProfileMenu />
      </div>
    </header>
  );
}
