import type { ReactNode } from 'react';
import { renderScreens, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../feature';

/** Every permission of the ticket screens. */
export const ALL_TICKET_PERMISSIONS = ['tickets:tickets:view', 'tickets:tickets:add', 'tickets:tickets:edit', 'tickets:tickets:delete'];

/**
 * Renders ticket screens at `path` as a signed-in agent holding `permissions`, inside antd's App (for
 * toasts and confirms) with the remote's strings, a router with `routes` and a `location` probe.
 */
export async function renderTickets(path: string, routes: Record<string, ReactNode>, permissions: readonly string[] = ALL_TICKET_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, path, routes);
}

/**
 * Renders a section's list screen at `path` (default `/<section>/list`); its rows' details and the
 * "new" page are stand-ins reading "details page" and "create page".
 */
export function renderListScreen(section: string, list: ReactNode, path = `/${section}/list`, permissions: readonly string[] = ALL_TICKET_PERMISSIONS) {
  return renderTickets(path, { [`/${section}/list`]: list, [`/${section}/details/:id`]: <p>details page</p>, [`/${section}/details`]: <p>create page</p> }, permissions);
}
