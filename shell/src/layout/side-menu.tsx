import type { MouseEvent } from 'react';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { leaveThen } from '@switchboard/shared/crud';
import { preloadScreenOfPath } from '../remotes/load-feature';
import { activeEntryId, type SidebarEntry } from './sidebar-entries';

export interface SideMenuProps {
  entries: readonly SidebarEntry[];
  /** Icons only (the collapsed sidebar): each name is hidden from sight, kept for screen readers and shown on hover. */
  collapsed: boolean;
  /** Whether the documentation drawer the help entry toggles is open. */
  helpOpen: boolean;
  onToggleHelp: () => void;
}

/**
 * The sidebar entries the user may open, then the help entry that toggles the documentation drawer.
 * Entries are links (a new tab opens with the middle button or Ctrl); a plain click asks a screen with
 * unsaved input first, then navigates in the page. As the pointer or the focus reaches an entry, its
 * remote and the screen at its path are fetched, so the click draws the section at once.
 */
export function SideMenu({ entries, collapsed, helpOpen, onToggleHelp }: SideMenuProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = activeEntryId(pathname);

  const open = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    leaveThen(() => navigate(path));
  };

  return (
    <>
      <ul className="sb-frame-nav">
        {entries.map((entry) => {
          const label = t(entry.labelKey, { ns: 'common' });
          return (
            <li key={entry.id}>
              <a
                className="sb-frame-nav-item"
                href={entry.path}
                aria-current={entry.id === active ? 'page' : undefined}
                title={collapsed ? label : undefined}
                onClick={(event) => open(event, entry.path)}
                onPointerEnter={() => preloadScreenOfPath(entry.path)}
                onFocus={() => preloadScreenOfPath(entry.path)}
                data-testid={`nav-${entry.id}`}
              >
                <span className="sb-frame-nav-icon" aria-hidden="true">
                  <entry.icon />
                </span>
                <span className="sb-frame-nav-label">{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
      <hr className="sb-frame-divider" />
      <ul className="sb-frame-nav">
        <li>
          <button type="button" className="sb-frame-nav-item" aria-expanded={helpOpen} title={collapsed ? t('nav.help') : undefined} onClick={onToggleHelp} data-testid="nav-help">
            <span className="sb-frame-nav-icon" aria-hidden="true">
              <QuestionCircleOutlined />
            </span>
            <span className="sb-frame-nav-label">{t('nav.help')}</span>
          </button>
        </li>
      </ul>
    </>
  );
}
