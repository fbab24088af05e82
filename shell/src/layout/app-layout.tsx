import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { getEnv } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { usePermissions } from '@switchboard/shared/permissions';
import { useSession } from '@switchboard/shared/session';
import { ChunkErrorBoundary, lazyChunk, RetryResult, SignedOutLoading, useDocumentLanguage, useModalDialog, usePagePaint, useSignedOutTheme, WithKit } from '@switchboard/shared/ui';
import { FrameButton, FrameStyles } from '../common/frame-look';
import { SideMenu } from './side-menu';
import { visibleEntries } from './sidebar-entries';
import { TopBar } from './top-bar';
import { useSessionKeepAlive } from './use-session-keep-alive';
import { useViewport } from '../common/use-viewport';

// The help drawer (and the kit's Drawer in it) is fetched when Help is first pressed, not with the frame.
const DocsDrawer = lazyChunk(() => import('../docs/docs-drawer').then((module) => ({ default: module.DocsDrawer })));

function docsBaseUrl(): string {
  try {
    return getEnv().docsBaseUrl || '/docs/';
  } catch {
    return '/docs/'; // embedded mode default
  }
}

/**
 * The phone's menu: a modal dialog from the start of the line (left, right in Arabic), where the menu
 * button sits. The browser keeps the focus inside; Escape, the close button and the backdrop close it,
 * and the focus goes back to the menu button.
 */
function NavDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const dialog = useModalDialog(open, onClose);
  return (
    <dialog ref={dialog} className="sb-frame-drawer" aria-label={t('app.title')} data-testid="nav-drawer" onCancel={onClose} onClose={onClose}>
      {/* Its content exists only while open: one navigation landmark on the page. */}
      {open ? (
        <>
          <div className="sb-frame-drawer-head">
            <p className="sb-frame-drawer-title">{t('app.title')}</p>
            <FrameButton variant="text" icon={<CloseOutlined />} aria-label={t('topbar.closeMenu')} onClick={onClose} />
          </div>
          {children}
        </>
      ) : null}
    </dialog>
  );
}

/**
 * The agent app frame: top bar, sidebar (a drawer on phones), content, right-hand documentation
 * drawer. Drawn without antd (see `frame-look`) and outside antd's providers: the screens inside that
 * draw with antd bring them (see FeatureRoutes), those drawn without it show before any of antd loads.
 */
export function AppLayout() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const viewport = useViewport();
  const mode = useSignedOutTheme();
  const user = useSession((state) => state.user);
  const lang = useSession((state) => state.lang);
  const { permissions } = usePermissions();
  // The frame stands outside antd's providers: it gives the page its language, direction and colours.
  useDocumentLanguage(lang);
  usePagePaint(mode);
  const { userLoad, reloadUser } = useSessionKeepAlive();
  // Desktop starts with the menu open; compact and mobile start closed.
  const [menuOpen, setMenuOpen] = useState(() => viewport === 'desktop');
  const [docsOpen, setDocsOpen] = useState(false);
  // Once opened, the drawer stays mounted, so it can animate closed and open again at once.
  const [docsWanted, setDocsWanted] = useState(false);
  if (docsOpen && !docsWanted) setDocsWanted(true);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => setMenuOpen(viewport === 'desktop'), [viewport]);

  // The menu closes on navigation (the desktop sidebar is part of the page and stays).
  useEffect(() => {
    if (viewport !== 'desktop') setMenuOpen(false);
  }, [pathname, search, viewport]);

  const entries = visibleEntries(permissions);

  if (user === null) {
    return userLoad === 'failed' ? (
      <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '100vh' }}>
        <RetryResult status="warning" title={t('layout.userLoadFailed')} retryLabel={t('app.retry', { ns: 'common' })} onRetry={reloadUser} />
      </div>
    ) : (
      <SignedOutLoading label={t('app.loading', { ns: 'common' })} />
    );
  }

  // Nothing to open but the permission page and one's own profile.
  if (entries.length === 0 && pathname !== paths.permission() && pathname !== paths.profile()) return <Navigate to={paths.permission()} replace />;

  const mobile = viewport === 'mobile';
  const menu = (
    <nav aria-label={t('nav.label')}>
      <SideMenu
        entries={entries}
        collapsed={!mobile && !menuOpen}
        helpOpen={docsOpen}
        onToggleHelp={() => {
          // On a phone the menu is a modal dialog: it gives way, or the help drawer would open beneath it.
          if (mobile) setMenuOpen(false);
          setDocsOpen((open) => !open);
        }}
      />
    </nav>
  );

  return (
    <div className="sb-frame" data-theme={mode}>
      <FrameStyles />
      <TopBar viewport={viewport} menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
      <div className="sb-frame-body">
        {mobile ? (
          <NavDrawer open={menuOpen} onClose={closeMenu}>
            {menu}
          </NavDrawer>
        ) : (
          <aside className="sb-frame-sider" data-collapsed={menuOpen ? undefined : ''} data-testid="sidebar">
            {menu}
          </aside>
        )}
        <main className="sb-frame-main">
          <Outlet />
        </main>
      </div>
      {docsWanted ? (
        <WithKit fallback={null}>
          <ChunkErrorBoundary>
            <Suspense fallback={null}>
              <DocsDrawer open={docsOpen} onClose={() => setDocsOpen(false)} docsBaseUrl={docsBaseUrl()} />
            </Suspense>
          </ChunkErrorBoundary>
        </WithKit>
      ) : null}
    </div>
  );
}
