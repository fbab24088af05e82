import { createContext, Suspense, useContext, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { loadAntdLocale } from '@switchboard/shared/i18n';
import { useSession } from '@switchboard/shared/session';
import { ChunkErrorBoundary, lazyChunk } from './lazy-chunk.js';
import { SignedOutLoading } from './signed-out-look.js';

/**
 * antd's providers (`AppProviders`) as a chunk of their own, fetched the first time something needs
 * them, with the antd strings of the page's language, so a screen never shows English antd texts first.
 */
const LazyAppProviders = lazyChunk(() =>
  Promise.all([import('./app-providers.js'), loadAntdLocale(useSession.getState().lang).catch(() => undefined)]).then(([module]) => ({
    default: module.AppProviders,
  })),
);

/** Starts fetching antd's providers (while a sign-in request is in flight, say). */
export function preloadKit(): void {
  // A failure here is retried when the providers are rendered.
  void import('./app-providers.js').catch(() => undefined);
}

/**
 * True where a signed-out screen stands on a page without antd's providers (the standalone hub's
 * sign-in). False by default: inside the shell, or any page that already renders `AppProviders`, a
 * screen's antd parts need nothing more.
 */
const KitMissing = createContext(false);

/** Marks `children` as standing outside antd's providers: their `WithKit` parts bring their own. */
export function WithoutKit({ children }: { children: ReactNode }) {
  return <KitMissing.Provider value>{children}</KitMissing.Provider>;
}

/**
 * antd parts of a screen drawn without antd (a registration form, a screen inside the hub's plain
 * frame), often lazy themselves: rendered as they are where antd's providers already stand, else inside
 * them, fetched on demand. API errors are the screen's to say unless `notifyApiErrors` sends them to
 * antd's toasts. A spinner stands in while either loads.
 */
export function WithKit({ children, loadingLabel, notifyApiErrors = false }: { children: ReactNode; loadingLabel?: string; notifyApiErrors?: boolean }) {
  const missing = useContext(KitMissing);
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<SignedOutLoading label={loadingLabel} />}>
        {missing ? (
          <KitMissing.Provider value={false}>
            <LazyAppProviders notifyApiErrors={notifyApiErrors}>{children}</LazyAppProviders>
          </KitMissing.Provider>
        ) : (
          children
        )}
      </Suspense>
    </ChunkErrorBoundary>
  );
}

/** A layout route rendering its children inside antd's providers, fetched on demand. */
export function KitFrameRoute({ notifyApiErrors = true }: { notifyApiErrors?: boolean }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<SignedOutLoading />}>
        <LazyAppProviders notifyApiErrors={notifyApiErrors}>
          <Outlet />
        </LazyAppProviders>
      </Suspense>
    </ChunkErrorBoundary>
  );
}
