export {
  hasSessionHint,
  isLocale,
  isSignedIn,
  jwtExpiry,
  LEGACY_TOKEN_STORAGE_KEYS,
  removeLegacyTokens,
  SESSION_STORAGE_KEYS,
  type SessionBootstrap,
  type SessionState,
  type SessionUser,
  type TokenGrant,
  useSession,
} from './store.js';
export { leaveThen, registerLeaveGuard, type LeaveGuard } from './leave-guards.js';
