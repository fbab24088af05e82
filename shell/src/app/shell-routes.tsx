import { Navigate, Route, Routes } from 'react-router-dom';
import { REMOTE_IDS, REMOTE_PREFIXES, paths } from '@switchboard/shared/contracts';
import { KitFrameRoute, KitSectionRoute, WithoutKit } from '@switchboard/shared/ui';
import { FrameToasts } from './frame-toasts';
import { LoginPage } from '../pages/login-page';
import { AnonymousOnly, RequireSignedIn } from '../routing/guards';
import {
  AcceptInvitationPage,
  AppLayout,
  ForgotPasswordPage,
  HomeRedirect,
  NotBuiltYetPage,
  NotFoundPage,
  PermissionPage,
  ProfilePage,
  RemoteSection,
  ResetPasswordPage,
  preloadSignedInArea,
  ScreenLoading,
} from './lazy-screens';

/** Every top-level prefix a remote serves, e.g. `tickets`, `categories`, `settings`. */
export const REMOTE_SECTION_PREFIXES: readonly string[] = REMOTE_IDS.flatMap((id) => REMOTE_PREFIXES[id]);

/**
 * The shell's top-level route table: the sign-in; the other public pages inside antd's providers; the
 * signed-in frame (drawn without antd) holding every remote section, each of whose screens brings antd's
 * providers unless it is drawn without them. `notifyApiErrors` routes coded API errors to toasts (tests
 * turn it off).
 */
export function ShellRoutes({ notifyApiErrors = true }: { notifyApiErrors?: boolean }) {
  // Only the sign-in screen is in the first chunk, without antd; the rest arrives on demand (see lazy-screens).
  return (
    <ScreenLoading>
      <Routes>
        <Route
          path="login"
          element={
            <AnonymousOnly>
              <LoginPage onSubmitting={preloadSignedInArea} />
            </AnonymousOnly>
          }
        />
        {/* The public pages render inside antd's providers, a chunk of their own. */}
        <Route element={<KitFrameRoute notifyApiErrors={notifyApiErrors} />}>
          <Route
            path="forgot-password"
            element={
              <AnonymousOnly>
                <ForgotPasswordPage />
              </AnonymousOnly>
            }
          />
          {/* Open signed in too: the link may be opened in a browser where someone else is signed in. */}
          <Route path="reset-password" element={<ResetPasswordPage />} />
          {/* Open signed in too, like the reset page: the invitee may use a shared browser. */}
          <Route path="accept-invitation" element={<AcceptInvitationPage />} />
          <Route path="install" element={<NotBuiltYetPage titleKey="pages.install" />} />
          <Route path="404" element={<NotFoundPage />} />
          <Route path="createTicket" element={<NotBuiltYetPage titleKey="pages.createTicket" />} />
          <Route path="verify-email" element={<NotBuiltYetPage titleKey="pages.verifyEmail" />} />
          <Route path="agent-widget" element={<NotBuiltYetPage titleKey="pages.agentWidget" />} />
          <Route path="agent-widget/main" element={<NotBuiltYetPage titleKey="pages.agentWidgetMain" />} />
          <Route path="agent-widget/main/:ticketId" element={<NotBuiltYetPage titleKey="pages.agentWidgetTicket" />} />
        </Route>
        {/* The signed-in frame is drawn without antd: a screen drawn without it too (the tickets list)
            shows before any of antd is fetched; the others bring its providers (see FeatureRoutes). */}
        <Route
          path=""
          element={
            <RequireSignedIn>
              <WithoutKit>
                <AppLayout />
                {notifyApiErrors ? <FrameToasts /> : null}
              </WithoutKit>
            </RequireSignedIn>
          }
        >
          <Route index element={<HomeRedirect />} />
          <Route element={<KitSectionRoute />}>
            <Route path="permission" element={<PermissionPage />} />
            <Route path="profile" element={<ProfilePage />} />
          </Route>
          {REMOTE_SECTION_PREFIXES.map((prefix) => (
            <Route key={prefix} path={`${prefix}/*`} element={<RemoteSection key={prefix} prefix={prefix} />} />
          ))}
        </Route>
        <Route path="*" element={<Navigate to={paths.notFound()} replace />} />
      </Routes>
    </ScreenLoading>
  );
}
