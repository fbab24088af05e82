import type { RemoteId } from '@switchboard/shared/contracts';
import { registerNamespace } from '@switchboard/shared/i18n';
import { preloadFeatureRoute, type RemoteFeature } from '@switchboard/shared/ui';
import { fetchRemoteFeature, remoteOfPath } from './federation-runtime';
import { assertCompatibleRemote } from './remote-version';

const loaded = new Map<RemoteId, RemoteFeature>();
const pending = new Map<RemoteId, Promise<RemoteFeature>>();
const failedBefore = new Set<RemoteId>();

/** The feature if it is already here (lets a revisit render without a spinner). */
export function loadedFeature(id: RemoteId): RemoteFeature | undefined {
  return loaded.get(id);
}

/**
 * Loads a remote's feature once and caches it. Concurrent callers share one request; after a
 * failure nothing is cached, and the next call re-registers the remote so it really re-fetches.
 * A remote built against another major version of the contract is a failure too: a retry may find
 * a matching deploy.
 */
export function loadFeature(id: RemoteId): Promise<RemoteFeature> {
  const ready = loaded.get(id);
  if (ready) return Promise.resolve(ready);
  const inFlight = pending.get(id);
  if (inFlight) return inFlight;
  const request = fetchRemoteFeature(id, { fresh: failedBefore.has(id) })
    .then(async (feature) => {
      assertCompatibleRemote(id, feature);
      // The remote's strings in the current language are in before its first screen renders.
      await registerNamespace(feature.i18n.namespace, feature.i18n.resources);
      loaded.set(id, feature);
      failedBefore.delete(id);
      return feature;
    })
    .catch((error: unknown) => {
      failedBefore.add(id);
      throw error;
    })
    .finally(() => pending.delete(id));
  pending.set(id, request);
  return request;
}

/**
 * Fetches and runs the remote that serves `pathname` and starts fetching that route's screen: for a
 * page opened there, while the shell's own frame is still loading (the screen's chunks otherwise wait
 * until the frame has rendered the section), and for a sidebar entry the pointer or the focus reaches,
 * before its click. The strings and the version check stay with `loadFeature`. A failure here makes the
 * section's own load a fresh one (the runtime would otherwise hand it the cached failure) and is
 * reported there.
 */
export function preloadScreenOfPath(pathname: string): void {
  const id = remoteOfPath(pathname);
  if (!id) return;
  fetchRemoteFeature(id).then(
    (feature) => preloadFeatureRoute(feature, pathname),
    () => failedBefore.add(id),
  );
}

/**
 * For the address a page opens with: once the session is back (`signedIn`), the remote that serves it
 * asks for what its screen shows first (`RemoteFeature.preloadData`), while the screen's code loads.
 * Nothing is asked for a visitor whose session did not come back, nor when the remote fails (its
 * section reports that).
 */
export function preloadDataOfAddress(pathname: string, search: string, signedIn: Promise<boolean>): void {
  const id = remoteOfPath(pathname);
  if (!id) return;
  Promise.all([fetchRemoteFeature(id), signedIn]).then(
    ([feature, back]) => {
      if (back) feature.preloadData?.(pathname, search);
    },
    () => undefined,
  );
}
