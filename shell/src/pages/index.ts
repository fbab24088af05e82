export { AcceptInvitationPage } from './accept-invitation-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { LoginPage } from './login-page';
export { NotBuiltYetPage, type NotBuiltYetPageProps } from './not-built-yet-page';
export { NotFoundPage } from './not-found-page';
export { PermissionPage } from './permission-page';
export { ResetPasswordPage } from './reset-password-page';
