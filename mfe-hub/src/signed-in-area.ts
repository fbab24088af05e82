import { lazyChunk } from '@switchboard/shared/ui';

// Screens load on first visit so the remote entry stays small. Each is asked for through its own
// `preload`, so a screen whose code came ahead is drawn at once, without a fallback.
export const TicketsScreen = lazyChunk(() => import('./screens/tickets').then((m) => ({ default: m.TicketsScreen })));
export const CreateTicketScreen = lazyChunk(() => import('./screens/create-ticket').then((m) => ({ default: m.CreateTicketScreen })));
export const TicketDetailsScreen = lazyChunk(() => import('./screens/ticket-details').then((m) => ({ default: m.TicketDetailsScreen })));
// The signed-in frame (header, menu, drawer) is not part of the sign-in screen's download.
export const HubLayout = lazyChunk(() => import('./layout').then((m) => ({ default: m.HubLayout })));

/** Asks for a part's code ahead; a failure here is the part's to show when it renders (it asks again). */
export function preload(part: { preload: () => Promise<unknown> }): void {
  part.preload().catch(() => undefined);
}

/**
 * What a customer sees after signing in (the frame and the tickets list, both drawn without antd):
 * asked for while the sign-in request is in flight, not after it.
 */
export function preloadSignedInArea(): void {
  preload(HubLayout);
  preload(TicketsScreen);
}

/**
 * For a remembered customer opening the hub: the frame and the screen of `pathname` are fetched while
 * the app boots, beside antd's providers, not after them.
 */
export function preloadForRememberedCustomer(pathname: string): void {
  const path = pathname.replace(/\/+$/, '');
  const screen = path === '/hub/ticket/create' ? CreateTicketScreen : path.startsWith('/hub/ticket/') ? TicketDetailsScreen : path === '/hub/tickets' || path === '/hub' ? TicketsScreen : null;
  if (!screen) return;
  preload(HubLayout);
  preload(screen);
}
