import { Component, createElement, lazy, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import pRetry from 'p-retry';
import { useTranslation } from 'react-i18next';
import { pageWide } from './page-wide.js';
import { SignedOutStyles, useSignedOutTheme } from './signed-out-look.js';

/** How often a dropped chunk is asked for again, and how long to wait first (doubling each time). */
export const CHUNK_RETRIES = 2;
const FIRST_WAIT_MS = 500;

/**
 * A code-split chunk, asked for again when the network drops it: a lost request costs a moment's more
 * spinner, not a broken page. Webpack forgets a chunk that failed, so a new `import()` fetches it again.
 */
export function loadChunk<T>(load: () => Promise<T>, firstWaitMs = FIRST_WAIT_MS): Promise<T> {
  return pRetry(() => load(), { retries: CHUNK_RETRIES, minTimeout: firstWaitMs, factor: 2, randomize: false }).catch((error: unknown) => {
    if (typeof error === 'object' && error !== null) failedLoads.add(error);
    throw error;
  });
}

/**
 * The errors of chunks that could not be had after the retries (a screen's own crash is not one); one
 * record in the page, as the chunk may be one app's and the boundary another's.
 */
const failedLoads = pageWide('ui.failedChunkLoads', () => new WeakSet<object>());

/** A component whose code comes on demand, with a way to ask for that code before it renders. */
export type PreloadableComponent<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A component whose code `load` brings, drawn at once when that code is already here (asked for by
 * `preload()`, or by an earlier render), else through `React.lazy` under the nearest `Suspense`.
 *
 * `React.lazy` alone suspends on its first render even when its chunk has arrived (the promise settles a
 * moment later): the fallback commits, and React then holds the content back until 300 ms after the
 * last fallback it showed, so reveals do not flicker. On a first load whose chunks were fetched ahead,
 * each nested level of lazy code cost that pause (the frame, then the screen: ~0.6 s of an idle page
 * before the list even asked for its rows).
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    alsoWaitFor,
  }: {
    /** What else its first render needs, if anything is still missing then (antd's strings of the page's language). */
    alsoWaitFor?: () => Promise<unknown> | undefined;
  } = {},
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A later call asks again (the chunk loader has forgotten the failure too).
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  // A render after a failed preload asks once more (the failure may still be on its way as it renders).
  const Lazy = lazy(() => Promise.all([preload().catch(() => preload()), alsoWaitFor?.()]).then(([component]) => ({ default: component })));
  function Preloadable(props: P) {
    // Decided once per mount: switching from the lazy path to the loaded component would remount it.
    const [ready] = useState(() => (loaded && !alsoWaitFor?.() ? loaded : undefined));
    return ready ? createElement(ready, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload });
}

/** `preloadableLazy` over `loadChunk` (a dropped chunk is asked for again). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
export function lazyChunk<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): T & { preload: () => Promise<unknown> } {
  return preloadableLazy(() => loadChunk(load).then((module) => module.default)) as unknown as T & { preload: () => Promise<unknown> };
}

interface ChunkErrorBoundaryProps {
  children: ReactNode;
  /** What "Retry" does; a reload by default (React keeps a lazy component's failure). */
  onRetry?: () => void;
  /**
   * Catches only chunks that could not be loaded; any other error (a screen that crashed) goes on to
   * the boundary above, which knows that screen.
   */
  chunksOnly?: boolean;
}

/**
 * Where a chunk could not be loaded even after the retries: says so with the signed-out look (antd may
 * be what failed) and offers to try again, instead of an empty page.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, { failed: boolean; error?: unknown }> {
  override state: { failed: boolean; error?: unknown } = { failed: false };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.passes(error)) return;
    console.error('a part of the page could not be loaded', error, info.componentStack);
  }

  private passes(error: unknown): boolean {
    return Boolean(this.props.chunksOnly) && !(typeof error === 'object' && error !== null && failedLoads.has(error));
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // Thrown from here, it reaches the boundary above.
    if (this.passes(this.state.error)) throw this.state.error;
    return <ChunkErrorPanel onRetry={this.props.onRetry ?? (() => window.location.reload())} />;
  }
}

function ChunkErrorPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  const mode = useSignedOutTheme();
  return (
    <div className="sb-signed-out sb-so-page" data-theme={mode} data-testid="chunk-error">
      <SignedOutStyles />
      <div className="sb-so-panel" style={{ marginBlock: 'auto' }} role="alert">
        <h1 className="sb-so-title">{t('chunkError.title')}</h1>
        <p className="sb-so-muted">{t('chunkError.description')}</p>
        <button type="button" className="sb-so-button" onClick={onRetry}>
          {t('remoteError.retry')}
        </button>
      </div>
    </div>
  );
}
