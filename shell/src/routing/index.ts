export { AnonymousOnly, RequireSignedIn } from './guards';
export { afterSignInTarget, HOME_PATH, isSafeInternalPath, signedInTarget } from './login-target';
