export * from './forgot-password-view';
export * from './login-view';
export * from './otp-step';
export * from './register-view';
export * from './reset-password-view';
export * from './use-complete-sign-in';
export * from './use-countdown';
export * from './pending-registration';
