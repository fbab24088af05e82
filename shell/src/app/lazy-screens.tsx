import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { preloadKit } from '@switchboard/shared/ui';

/**
 * Starts fetching the signed-in area (layout, sidebar, notifications, profile) and the antd frame
 * every screen after the sign-in renders in; safe to call often.
 */
export function preloadSignedInArea(): Promise<unknown> {
  preloadKit();
  signedInArea ??= import('./signed-in-area');
  return signedInArea;
}
let signedInArea: Promise<unknown> | undefined;

type SignedInArea = typeof import('./signed-in-area');

/** One screen of the signed-in area, as a lazy component (all of them share the area's one chunk). */
function fromSignedInArea<P extends object>(pick: (area: SignedInArea) => ComponentType<P>) {
  return lazy(() => preloadSignedInArea().then((area) => ({ default: pick(area as SignedInArea) })));
}

export const AppLayout = fromSignedInArea((area) => area.AppLayout);
export const ProfilePage = fromSignedInArea((area) => area.ProfilePage);
export const PermissionPage = fromSignedInArea((area) => area.PermissionPage);
export const RemoteSection = fromSignedInArea((area) => area.RemoteSection);
export const HomeRedirect = fromSignedInArea((area) => area.HomeRedirect);

// The other signed-out pages are visited rarely: each is its own chunk.
export const ForgotPasswordPage = lazy(() => import('../pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazy(() => import('../pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
export const AcceptInvitationPage = lazy(() => import('../pages/accept-invitation-page').then((m) => ({ default: m.AcceptInvitationPage })));
export const NotBuiltYetPage = lazy(() => import('../pages/not-built-yet-page').then((m) => ({ default: m.NotBuiltYetPage })));
export const NotFoundPage = lazy(() => import('../pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** What shows while a screen's code arrives: an empty, busy page (no spinner flash on a fast load). */
export function ScreenLoading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div aria-busy="true" style={{ minHeight: '100vh' }} />}>{children}</Suspense>;
}
