import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { cachedAntdLocale, loadAntdLocale } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { ChunkErrorBoundary, loadChunk, preloadableLazy } from './lazy-chunk.js';
import { pageWide } from './page-wide.js';
import { SignedOutLoading } from './signed-out-look.js';

/**
 * antd's providers (`AppProviders`) as a chunk of their own, fetched the first time something needs
 * them, with the antd strings of the page's language, so a screen never shows English antd texts first.
 * One in the page, whichever app asks first: a remote's screens inside the shell use the shell's (antd,
 * the session, i18n and the theme are one in the page anyway) and do not fetch a copy of their own.
 */
const LazyAppProviders = pageWide('ui.lazyAppProviders', () =>
  preloadableLazy(() => loadChunk(() => import('./app-providers.js')).then((module) => module.AppProviders), {
    alsoWaitFor: () => {
      const { lang } = useSession.getState();
      return lang === 'en-us' || cachedAntdLocale(lang) ? undefined : loadAntdLocale(lang).catch(() => undefined);
    },
  }),
);

/**
 * Starts fetching antd's providers (while a sign-in request is in flight, say), once in the page;
 * resolves when they are in (or could not be had: their render asks again and says so).
 */
export const preloadKit: () => Promise<void> = pageWide('ui.preloadKit', () => () =>
  LazyAppProviders.preload().then(
    () => undefined,
    () => undefined,
  ),
);

/**
 * True where a screen stands on a page without antd's providers (the standalone hub, the agent's plain
 * frame). False by default: any page that already renders `AppProviders` needs nothing more. One
 * context in the page: a remote's screen reads what the shell's frame set.
 */
const KitMissing = pageWide('ui.kitMissing', () => createContext(false));

/** Marks `children` as standing outside antd's providers: their `WithKit` parts bring their own. */
export function WithoutKit({ children }: { children: ReactNode }) {
  return <KitMissing.Provider value>{children}</KitMissing.Provider>;
}

/**
 * antd parts of a screen drawn without antd (a registration form, a screen inside the hub's plain
 * frame), often lazy themselves: rendered as they are where antd's providers already stand, else inside
 * them, fetched on demand. API errors are the screen's to say unless `notifyApiErrors` sends them to
 * antd's toasts. A spinner stands in while either loads, or `fallback` (a part within a screen, say, that
 * keeps its place).
 */
export function WithKit({
  children,
  loadingLabel,
  notifyApiErrors = false,
  fallback,
}: {
  children: ReactNode;
  loadingLabel?: string;
  notifyApiErrors?: boolean;
  fallback?: ReactNode;
}) {
  const missing = useContext(KitMissing);
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={fallback ?? <SignedOutLoading label={loadingLabel} />}>
        {missing ? (
          <KitMissing.Provider value={false}>
            <LazyAppProviders notifyApiErrors={notifyApiErrors} island>
              {children}
            </LazyAppProviders>
          </KitMissing.Provider>
        ) : (
          children
        )}
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * A layout route rendering its children inside antd's providers, fetched on demand (a spinner while
 * they load). The parts inside need nothing more.
 */
export function KitFrameRoute({ notifyApiErrors = true, chunksOnly = false }: { notifyApiErrors?: boolean; chunksOnly?: boolean }) {
  return (
    <ChunkErrorBoundary chunksOnly={chunksOnly}>
      <Suspense fallback={<SignedOutLoading />}>
        <KitMissing.Provider value={false}>
          <LazyAppProviders notifyApiErrors={notifyApiErrors}>
            <Outlet />
          </LazyAppProviders>
        </KitMissing.Provider>
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * A layout route for a section's screens drawn with antd: standing where antd's providers are missing
 * (in the agent's plain frame), it brings them, without toasts of its own (the frame has one place for
 * those), and lets a screen's crash (not a failed download) through to the section's boundary; elsewhere
 * it renders the screens as they are.
 */
export function KitSectionRoute() {
  // A screen that crashes is its section's to say (the shell keeps it inside the section).
  return useContext(KitMissing) ? <KitFrameRoute notifyApiErrors={false} chunksOnly /> : <Outlet />;
}
