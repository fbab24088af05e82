import type { RemoteId } from '@switchboard/shared/contracts';

/** `/env.json`, read at start by the shell, the hub and standalone remotes. */
export interface EnvConfig {
  /** Ends with `/`; `/api/` in embedded mode. */
  apiBaseUrl: string;
  baseUrl: string;
  environment: string;
  supportEmailDomain: string;
  genesysImplicitClientId: string;
  organizationId?: string;
  docsBaseUrl: string;
  /** Each remote's `mf-manifest.json` URL. */
  remotes: Record<RemoteId, string>;
}

let cachedEnv: EnvConfig | null = null;
let pendingEnv: Promise<EnvConfig> | null = null;

/** Fetches `/env.json` once; later calls return the same promise. */
export function loadEnv(url = '/env.json'): Promise<EnvConfig> {
  if (cachedEnv) return Promise.resolve(cachedEnv);
  if (!pendingEnv) {
    pendingEnv = fetch(url, { cache: 'no-store' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
        cachedEnv = (await response.json()) as EnvConfig;
        return cachedEnv;
      })
      .catch((error: unknown) => {
        pendingEnv = null; // let a later call retry
        throw error;
      });
  }
  return pendingEnv;
}

/** The loaded env; throws when `loadEnv()` has not finished (a bootstrap ordering bug). */
export function getEnv(): EnvConfig {
  if (!cachedEnv) throw new Error('env.json is not loaded yet: await loadEnv() before rendering');
  return cachedEnv;
}

/** Sets the env without fetching (tests, or a host that already holds it). */
export function setEnv(env: EnvConfig | null): void {
  cachedEnv = env;
  pendingEnv = null;
}
