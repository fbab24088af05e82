export {
  hasSessionHint,
  isLocale,
  isSignedIn,
  jwtExpiry,
  LEGACY_TOKEN_STORAGE_KEYS,
  removeLegacyTokens,
  SESSION_STORAGE_KEYS,
  type SessionState,
  type SessionUser,
  type TokenGrant,
  useSession,
} from './store.js';
