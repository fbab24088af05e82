// The only file that talks to the Module Federation runtime: tests mock it as the edge.
import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTAINERS, REMOTE_IDS, REMOTE_PREFIXES, type RemoteId } from '@switchboard/shared/contracts';
import type { EnvConfig } from '@switchboard/shared/client';
import type { RemoteFeature, RemoteFeatureModule } from '@switchboard/shared/ui';

/** Marks the module an `onLoad` failure resolves to, so a failing remote is a value, not a crash. */
const LOAD_FAILURE = '__switchboardRemoteLoadFailure';
interface LoadFailureModule {
  [LOAD_FAILURE]: unknown;
}

/** Turns every remote failure (manifest, remote entry, expose) into a handled value for `fetchRemoteFeature`. */
const remoteErrorPlugin: ModuleFederationRuntimePlugin = {
  name: 'switchboard-remote-errors',
  errorLoadRemote({ id, error, lifecycle }) {
    // Earlier stages must not return anything: a value there would be taken as the manifest or args.
    if (lifecycle !== 'onLoad') return undefined;
    console.warn(`[shell] remote "${id}" could not be loaded`, error);
    const failure: LoadFailureModule = { [LOAD_FAILURE]: error };
    return failure;
  },
};

let entries: Partial<Record<RemoteId, string>> = {};

/** Absolute URL of each remote's `mf-manifest.json`, resolved against the page (env.json may hold relative URLs). */
export function remoteEntryUrls(env: Pick<EnvConfig, 'remotes'>, base: string): Record<RemoteId, string> {
  return Object.fromEntries(REMOTE_IDS.map((id) => [id, new URL(env.remotes[id], base).href])) as Record<RemoteId, string>;
}

/** Registers every remote (nothing is fetched until a remote is first loaded) and the error plugin. */
export function registerAllRemotes(env: Pick<EnvConfig, 'remotes'>, base = window.location.href): void {
  entries = remoteEntryUrls(env, base);
  registerPlugins([remoteErrorPlugin]);
  registerRemotes(REMOTE_IDS.map((id) => ({ name: REMOTE_CONTAINERS[id], entry: entries[id] as string })));
}

/** The remote that serves `pathname` (`/tickets/list` → tickets), if any. */
export function remoteOfPath(pathname: string): RemoteId | undefined {
  const prefix = pathname.split('/').find(Boolean);
  return REMOTE_IDS.find((id) => prefix !== undefined && REMOTE_PREFIXES[id].includes(prefix));
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remoteId: RemoteId,
    readonly reason: unknown,
  ) {
    super(`Remote "${remoteId}" could not be loaded: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Loads `<container>/feature`. With `fresh`, the remote is registered again with `force: true` first:
 * the runtime keeps a failed remote's manifest, snapshot and module record, and only a forced
 * re-registration drops them so the retry really fetches again. (Module Federation 2.9 has no retry
 * plugin of its own; the separate retry plugin is built for the 0.x runtime, and its timed retries
 * would not cover a Retry the user asks for after the runtime has cached the failure.)
 */
export async function fetchRemoteFeature(id: RemoteId, options: { fresh?: boolean } = {}): Promise<RemoteFeature> {
  const container = REMOTE_CONTAINERS[id];
  const entry = entries[id];
  if (!entry) throw new RemoteLoadError(id, new Error('remote not registered (env.json missing it?)'));
  if (options.fresh) registerRemotes([{ name: container, entry }], { force: true });
  let loaded: RemoteFeatureModule | LoadFailureModule | null;
  try {
    loaded = await loadRemote<RemoteFeatureModule | LoadFailureModule>(`${container}/feature`);
  } catch (error) {
    throw new RemoteLoadError(id, error);
  }
  if (!loaded || LOAD_FAILURE in loaded) throw new RemoteLoadError(id, loaded ? loaded[LOAD_FAILURE] : 'empty module');
  if (!loaded.feature || !Array.isArray(loaded.feature.sections)) {
    throw new RemoteLoadError(id, new Error('the remote exposes no `feature` (version skew?)'));
  }
  return loaded.feature;
}
