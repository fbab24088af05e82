import { Navigate, Route, Routes } from 'react-router-dom';
import { REMOTE_IDS, REMOTE_PREFIXES, paths } from '@switchboard/shared/contracts';
import { KitFrameRoute } from '@switchboard/shared/ui';
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
 * The shell's top-level route table: the sign-in, then, inside antd's frame, the other public pages
 * and the signed-in layout holding every remote section. `notifyApiErrors` routes coded API errors to
 * the frame's toasts (tests turn it off).
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
        {/* Every screen but the sign-in renders inside antd's one set of providers, a chunk of its own
            fetched with the signed-in area (while the sign-in request is in flight) and mounted once. */}
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
          <Route
            path=""
            element={
              <RequireSignedIn>
                <AppLayout />
              </RequireSignedIn>
            }
          >
            <Route index element={<HomeRedirect />} />
            <Route path="permission" element={<PermissionPage />} />
            <Route path="profile" element={<ProfilePage />} />
            {REMOTE_SECTION_PREFIXES.map((prefix) => (
              <Route key={prefix} path={`${prefix}/*`} element={<RemoteSection key={prefix} prefix={prefix} />} />
            ))}
          </Route>
          <Route path="*" element={<Navigate to={paths.notFound()} replace />} />
        </Route>
      </Routes>
    </ScreenLoading>
  );
}
