import { authApi, type OrganizationBasics } from '@switchboard/shared/client';
import { ORGANIZATION_CHANGED_EVENT } from '@switchboard/shared/contracts';
import { setOrganizationDateFormat } from '@switchboard/shared/format';
import { useSession } from '@switchboard/shared/session';

let loaded: { userId: string; basics: Promise<OrganizationBasics> } | null = null;
/** When a screen last said the organisation changed: a bootstrap older than that is out of date. */
let changedAt = 0;

/**
 * The organisation as the session bootstrap (`users/me?expand=organization`) brought it, waiting for
 * that call when it is on its way; else its own `GET organization/me` (a bootstrap without it, or
 * older than the last change).
 */
async function loadBasics(userId: string): Promise<OrganizationBasics> {
  await authApi.pendingMe()?.catch(() => undefined);
  const { bootstrap } = useSession.getState();
  if (bootstrap?.organization && bootstrap.userId === userId && bootstrap.loadedAt > changedAt) return bootstrap.organization;
  return authApi.organization();
}

/**
 * The signed-in agent's organisation, once per signed-in user (and again after a change): the top
 * bar's logo and the regional defaults share the one answer, and its date format is applied as it
 * arrives. A failed load is asked again next time.
 */
export function organizationBasics(): Promise<OrganizationBasics> {
  const userId = useSession.getState().user?.id ?? '';
  if (!loaded || loaded.userId !== userId) {
    const basics = loadBasics(userId);
    loaded = { userId, basics };
    // Every screen, of the host and of the remotes, writes dates as the organisation chose.
    basics.then((organization) => setOrganizationDateFormat(organization.dateFormat)).catch(() => undefined);
    basics.catch(() => {
      if (loaded?.basics === basics) loaded = null;
    });
  }
  return loaded.basics;
}

/** Calls `listener` whenever a screen says the organisation changed, after forgetting the loaded basics; answers the unsubscribe. */
export function onOrganizationChanged(listener: () => void): () => void {
  const handler = () => {
    loaded = null;
    changedAt = Date.now();
    listener();
  };
  window.addEventListener(ORGANIZATION_CHANGED_EVENT, handler);
  return () => window.removeEventListener(ORGANIZATION_CHANGED_EVENT, handler);
}

/** Forgets the loaded organisation (tests). */
export function forgetOrganizationBasics(): void {
  loaded = null;
}
