import { Component, useEffect, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { remoteForPath } from '@switchboard/shared/contracts';
import { FeatureRoutes, preloadFeatureRoute, RemoteErrorPanel, type RemoteFeature } from '@switchboard/shared/ui';
import { loadedFeature, loadFeature } from './load-feature';
import { RemoteVersionError } from './remote-version';

interface BoundaryProps {
  children: ReactNode;
  /** A new key (the path) clears a caught error: another screen of the remote may well work. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  caughtAt: string | null;
}

/** Keeps a crashing remote screen inside its section: top bar, sidebar and other remotes stay usable. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, caughtAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error && state.caughtAt !== null && state.caughtAt !== props.resetKey) return { error: null, caughtAt: null };
    if (state.error && state.caughtAt === null) return { caughtAt: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[shell] a remote screen crashed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div data-testid="remote-error">
          <RemoteErrorPanel error={this.state.error} onRetry={() => this.setState({ error: null, caughtAt: null })} />
        </div>
      );
    }
    return this.props.children;
  }
}

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; feature: RemoteFeature }
  | { status: 'error'; error: unknown };

export interface RemoteSectionProps {
  /** The first path segment this section serves, e.g. `tickets`. */
  prefix: string;
}

/** Loads the remote owning `prefix` on first visit, then renders its section's routes. */
export function RemoteSection({ prefix }: RemoteSectionProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const remoteId = remoteForPath(`/${prefix}`);
  // The address when the remote is asked for (its screen is fetched with it).
  const opened = useRef(pathname);
  opened.current = pathname;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const ready = remoteId ? loadedFeature(remoteId) : undefined;
    return ready ? { status: 'ready', feature: ready } : { status: 'loading' };
  });

  useEffect(() => {
    if (!remoteId) {
      setState({ status: 'error', error: new Error(`no remote serves /${prefix}`) });
      return;
    }
    const ready = loadedFeature(remoteId);
    if (ready) {
      setState({ status: 'ready', feature: ready });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    loadFeature(remoteId)
      // The screen at the address comes with the spinner too: drawn at once when its code is in, it
      // shows no second loading state, which React would hold on the page for a further 300 ms.
      .then((feature) => preloadFeatureRoute(feature, opened.current).then(() => feature))
      .then(
        (feature) => current && setState({ status: 'ready', feature }),
        (error: unknown) => current && setState({ status: 'error', error }),
      );
    return () => {
      current = false;
    };
  }, [remoteId, prefix, attempt]);

  if (state.status === 'loading') {
    return (
      <div className="sb-frame-section-loading" data-testid="remote-loading">
        <span className="sb-frame-spinner" data-size="large" role="status" aria-label={t('remote.loading')} />
      </div>
    );
  }
  if (state.status === 'error') {
    const { error } = state;
    const shown =
      error instanceof RemoteVersionError
        ? t('remote.versionMismatch', { remoteVersion: error.remoteVersion, shellVersion: error.shellVersion })
        : error;
    return (
      <div data-testid="remote-error">
        <RemoteErrorPanel error={shown} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  const section = state.feature.sections.find((candidate) => candidate.prefix === prefix);
  if (!section) {
    return (
      <div data-testid="remote-error">
        <RemoteErrorPanel
          error={new Error(`remote "${state.feature.id}" has no section for /${prefix}`)}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </div>
    );
  }
  return (
    <RemoteErrorBoundary resetKey={pathname}>
      <FeatureRoutes routes={section.routes} basePath={`/${prefix}`} />
    </RemoteErrorBoundary>
  );
}
