import { Suspense, type ComponentType, type ReactNode } from 'react';
import { ChunkErrorBoundary, lazyChunk, loadChunk, preloadableLazy, preloadKit } from '@switchboard/shared/ui';

/**
 * Starts fetching the signed-in area (the frame: layout, sidebar, notifications) and, unless `withKit`
 * is false, antd's providers, which most screens after the sign-in render in; safe to call often.
 * Resolves once the area is in, or could not be had: a failure here is the screen's to show when it
 * renders (it asks again).
 */
export function preloadSignedInArea(withKit = true): Promise<void> {
  if (withKit) void preloadKit();
  // Through each part, so each draws at once (without a fallback) once the chunk is in.
  return Promise.all([AppLayout, RemoteSection, HomeRedirect].map((part) => part.preload())).then(
    () => undefined,
    () => undefined,
  );
}

/** The signed-in area's chunk, asked for again when the network drops it (see `loadChunk`). */
function loadSignedInArea(): Promise<unknown> {
  // A failure that outlasts the retries is forgotten, so the next screen asks afresh.
  signedInArea ??= loadChunk(() => import('./signed-in-area')).catch((error: unknown) => {
    signedInArea = undefined;
    throw error;
  });
  return signedInArea;
}
let signedInArea: Promise<unknown> | undefined;

type SignedInArea = typeof import('./signed-in-area');

/**
 * One screen of the signed-in area, as a lazy component (all of them share the area's one chunk); drawn
 * at once when the chunk is already in (it is asked for as the page starts).
 */
function fromSignedInArea<P extends object>(pick: (area: SignedInArea) => ComponentType<P>) {
  return preloadableLazy(() => loadSignedInArea().then((area) => pick(area as SignedInArea)));
}

export const AppLayout = fromSignedInArea((area) => area.AppLayout);
export const RemoteSection = fromSignedInArea((area) => area.RemoteSection);
export const HomeRedirect = fromSignedInArea((area) => area.HomeRedirect);

// The permission page draws antd's result: a chunk of its own, so the frame carries no antd.
export const PermissionPage = lazyChunk(() => import('../pages/permission-page').then((m) => ({ default: m.PermissionPage })));

// The profile screen draws the kit's avatar, card and switch, which no other screen needs first.
export const ProfilePage = lazyChunk(() => import('../account/profile-page').then((m) => ({ default: m.ProfilePage })));

// The other signed-out pages are visited rarely: each is its own chunk.
export const ForgotPasswordPage = lazyChunk(() => import('../pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazyChunk(() => import('../pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
export const AcceptInvitationPage = lazyChunk(() => import('../pages/accept-invitation-page').then((m) => ({ default: m.AcceptInvitationPage })));
export const NotBuiltYetPage = lazyChunk(() => import('../pages/not-built-yet-page').then((m) => ({ default: m.NotBuiltYetPage })));
export const NotFoundPage = lazyChunk(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/**
 * What shows while a screen's code arrives: an empty, busy page (no spinner flash on a fast load); a
 * page that could not be loaded says so and offers to try again.
 */
export function ScreenLoading({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<div aria-busy="true" style={{ minHeight: '100vh' }} />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
