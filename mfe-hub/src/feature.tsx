import { paths } from '@switchboard/shared/contracts';
import type { RemoteFeature } from '@switchboard/shared/ui';
import { HUB_NAMESPACE, hubResources } from './i18n/resources';
import { hubRoutes } from './routes';
import { hubAuthUrl, readHubSession, readHubUser, restoreHubSession } from './session';

/**
 * A visitor with no customer session, neither signed in nor remembered, goes straight to the auth
 * screen from any other hub page: the standalone hub decides it before loading the kit.
 */
export function hubSignedOutRedirect(pathname: string, search: string): string | null {
  const inHub = pathname === '/hub' || pathname.startsWith('/hub/');
  if (!inHub || pathname.startsWith(paths.hubAuth()) || readHubSession() !== null || readHubUser() !== null) return null;
  return hubAuthUrl(`${pathname}${search}`);
}

/** The customer hub: `/hub/**`, standalone for customers or mounted by the shell. */
export const feature: RemoteFeature = {
  id: 'hub',
  // The shell ⇄ remote contract version this remote is built against, written out: the shared contracts module at run time is the shell's.
  version: '1.2.0',
  sections: [{ prefix: 'hub', routes: hubRoutes }],
  signedOutRedirect: hubSignedOutRedirect,
  // A remembered customer's session is restored (one cookie refresh) while the frame and the screen load.
  onStandaloneReady: () => {
    if (readHubSession() === null && readHubUser() !== null) void restoreHubSession();
  },
  i18n: { namespace: HUB_NAMESPACE, resources: hubResources },
};
