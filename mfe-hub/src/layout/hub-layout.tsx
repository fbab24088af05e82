import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { useModalDialog, usePagePaint, useRoutePreloadProps } from '@switchboard/shared/ui';
import { HubBrand, IsolatedLine, useHubBranding } from '../branding';
import { HUB_NAMESPACE } from '../i18n/resources';
import { HubStyles, icons, PlainButton, PlainIcon, useHubDirection, useHubTheme } from '../look';
import { HubLanguagePicker, HubThemeSwitch } from '../preferences';
import { hubEmail, hubFirstName, readHubSession } from '../session';
import { ScreenSkeleton } from './screen-skeleton';

export const HUB_LOGOUT_PATH = '/hub/logout';

/** Name, email and menu: the sidebar on wide screens, the drawer on small ones. */
function HubNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = readHubSession()?.user;
  // Lined up with the page's start whatever the direction of the text itself.
  const pageStart = useHubDirection() === 'rtl' ? 'right' : 'left';
  const onTickets = pathname.startsWith(paths.hubTickets()) || pathname.startsWith('/hub/ticket/');
  return (
    <nav aria-label={t('layout.tickets')}>
      <div className="sb-hub-user">
        <span className="sb-hub-avatar" aria-hidden="true">
          <PlainIcon icon={icons.UserOutlined} />
        </span>
        <div className="sb-hub-user-text">
          {/* The customer's own name and address: isolated, so a Latin name or address reads whole in Arabic. */}
          <span className="sb-hub-strong" data-testid="hub-user-name">
            <IsolatedLine text={hubFirstName(user) ?? t('layout.guest')} align={pageStart} />
          </span>
          <span className="sb-hub-secondary" data-testid="hub-user-email">
            <IsolatedLine text={hubEmail(user) ?? t('layout.noEmail')} align={pageStart} />
          </span>
        </div>
      </div>
      <ul className="sb-hub-nav">
        <li>
          <Link className="sb-hub-nav-item" to={paths.hubTickets()} aria-current={onTickets ? 'page' : undefined} onClick={onNavigate}>
            <PlainIcon icon={icons.UnorderedListOutlined} />
            {t('layout.tickets')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="sb-hub-nav-item"
            onClick={() => {
              onNavigate?.();
              navigate(HUB_LOGOUT_PATH);
            }}
          >
            <PlainIcon icon={icons.LogoutOutlined} />
            {t('layout.logout')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The phone's menu: a modal dialog sliding from the start of the line (left in LTR, right in Arabic,
 * where the menu button sits). The browser keeps the focus inside, Escape closes it, and the focus
 * goes back to the menu button.
 */
function MenuDrawer({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog
      ref={dialog}
      className="sb-hub-drawer"
      aria-label={title || t('layout.openMenu')}
      data-testid="hub-menu-drawer"
      // Escape: the browser closes the dialog; the state follows.
      onCancel={onClose}
      onClose={onClose}
    >
      {/* Its content exists only while open: one navigation landmark, one customer name on the page. */}
      {open ? (
        <>
          <div className="sb-hub-drawer-head">
            <p className="sb-hub-drawer-title" dir="auto">
              {title}
            </p>
            <PlainButton variant="text" icon={icons.CloseOutlined} aria-label={t('layout.closeMenu')} onClick={onClose} />
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

/** The organisation the signed-in customer belongs to (stored with the customer by the auth screen). */
function customerOrganizationId(): string | null {
  const user = readHubSession()?.user as { organizationId?: unknown } | undefined;
  return typeof user?.organizationId === 'string' && user.organizationId ? user.organizationId : null;
}

/**
 * The hub frame: top bar with the organisation's logo and name and raise-issue, sidebar with the
 * customer and menu, language picker. One plain surface from edge to edge in both themes: no grey
 * page background framing the content. Drawn without antd (see `look/`); below 768 px the sidebar
 * becomes the menu drawer, by CSS alone, so the first frame is already the right one.
 */
export function HubLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const navigate = useNavigate();
  const preloadCreate = useRoutePreloadProps(paths.hubCreateTicket());
  const mode = useHubTheme();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The customer's own organisation: with several organisations on one server, no guess is needed.
  const branding = useHubBranding(customerOrganizationId());
  // The hub's surface colour behind it, not the agent's grey.
  usePagePaint(mode, 'colorBgContainer');
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  return (
    <div className="sb-hub" data-theme={mode} data-testid="hub-layout">
      <HubStyles />
      <header className="sb-hub-header">
        <div className="sb-hub-row">
          <span className="sb-hub-narrow">
            <PlainButton variant="text" icon={icons.MenuOutlined} aria-label={t('layout.openMenu')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} />
          </span>
          <HubBrand branding={branding} level={4} />
        </div>
        <div className="sb-hub-row">
          <span className="sb-hub-wide">
            <HubLanguagePicker />
          </span>
          <HubThemeSwitch />
          <PlainButton variant="primary" icon={icons.PlusOutlined} aria-label={t('layout.raiseIssue')} {...preloadCreate} onClick={() => navigate(paths.hubCreateTicket())}>
            <span className="sb-hub-wide">{t('layout.raiseIssue')}</span>
          </PlainButton>
        </div>
      </header>
      <div className="sb-hub-body">
        <aside className="sb-hub-sider sb-hub-wide">
          <HubNavigation />
        </aside>
        <MenuDrawer open={drawerOpen} title={branding === undefined ? '' : (branding?.title ?? t('brand'))} onClose={closeDrawer}>
          <HubNavigation onNavigate={closeDrawer} />
          <div style={{ padding: 16 }}>
            <HubLanguagePicker />
          </div>
        </MenuDrawer>
        <main className="sb-hub-main">
          {/* The screen's own code may still be on its way: the frame stands meanwhile. */}
          <Suspense fallback={<ScreenSkeleton />}>{children}</Suspense>
        </main>
      </div>
    </div>
  );
}
