import { Menu } from '@switchboard/shared/antd-signed-in';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { leaveThen } from '@switchboard/shared/ui';
import { activeEntryId, type SidebarEntry } from './sidebar-entries';

export const HELP_MENU_KEY = 'help';

export interface SideMenuProps {
  entries: readonly SidebarEntry[];
  collapsed: boolean;
  onToggleHelp: () => void;
}

/** The sidebar entries the user may open, then the help entry that toggles the documentation drawer. */
export function SideMenu({ entries, collapsed, onToggleHelp }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = activeEntryId(pathname);

  const items = [
    ...entries.map((entry) => ({
      key: entry.id,
      icon: <entry.icon />,
      label: <span data-testid={`nav-${entry.id}`}>{t(entry.labelKey, { ns: 'common' })}</span>,
      title: t(entry.labelKey, { ns: 'common' }),
    })),
    { type: 'divider' as const },
    {
      key: HELP_MENU_KEY,
      icon: <QuestionCircleOutlined />,
      label: <span data-testid="nav-help">{t('nav.help')}</span>,
      title: t('nav.help'),
    },
  ];

  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      selectedKeys={active ? [active] : []}
      items={items}
      aria-label={t('nav.label')}
      style={{ borderInlineEnd: 0 }}
      onClick={({ key }) => {
        if (key === HELP_MENU_KEY) return onToggleHelp();
        const entry = entries.find((candidate) => candidate.id === key);
        // A screen with unsaved input may ask first (menu items are not links the screen can catch).
        if (entry) leaveThen(() => navigate(entry.path));
      }}
    />
  );
}
