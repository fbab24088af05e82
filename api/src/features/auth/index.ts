export { authenticationPlugin, signedInAgent } from './authentication.js';
export {
  COMMON_PASSWORD_PROBLEM,
  decoyPasswordHash,
  DEFAULT_PASSWORD_HASH_COST,
  generatePassword,
  hashPassword,
  isCommonPassword,
  MAX_PASSWORD_HASH_COST,
  MIN_PASSWORD_HASH_COST,
  needsRehash,
  newPasswordProblems,
  passwordHashCost,
  setPasswordHashCost,
  upgradedHash,
  verifyPassword,
} from './passwords.js';
export { authRoutes } from './routes.js';
export {
  type AuthContext,
  authenticate,
  type AuthenticateResult,
  type AuthFailure,
  type AuthResult,
  type IssuedSession,
  login,
  logout,
  refresh,
  REFRESH_TOKEN_TTL_MS,
  type SessionPolicy,
  sessionToEnd,
} from './sessions.service.js';
export {
  type AccessClaims,
  hashRefreshToken,
  newRefreshToken,
  signAccessToken,
  successorRefreshToken,
  verifyAccessToken,
  type VerifyResult,
} from './tokens.js';
