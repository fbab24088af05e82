export { ForgotPasswordView, type ForgotPasswordViewProps } from './forgot-password-view';
export { LoginView, type LoginViewProps } from './login-view';
export { OtpStep, type OtpStepProps } from './otp-step';
export { type RegisterStep, RegisterView, type RegisterViewProps } from './register-view';
export { ResetPasswordView, type ResetPasswordViewProps } from './reset-password-view';
export { useCompleteSignIn } from './use-complete-sign-in';
export { useCountdown } from './use-countdown';
export {
  clearPendingRegistration,
  PENDING_REGISTRATION_KEY,
  type PendingRegistration,
  readPendingRegistration,
  savePendingRegistration,
} from './pending-registration';
export { SignInPreferences } from './sign-in-preferences';
