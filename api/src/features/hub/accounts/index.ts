export {
  type CustomerClaims,
  type CustomerVerifyResult,
  hashOtp,
  hashResetVerifier,
  newOtp,
  newResetToken,
  sameHash,
  signCustomerToken,
  verifyCustomerToken,
} from './customer-tokens.js';
export {
  type HubAuthContext,
  loginCustomer,
  registerCustomer,
  type RegisterInput,
  requestPasswordReset,
  resendOtp,
  resetPassword,
  resolveOrganization,
  toHubUser,
  type VerificationMailCaps,
  verifyOtp,
} from './customers.service.js';
export { customerAuthenticationPlugin, type CustomerContext } from './guard.js';
export { hubAuthRoutes, type HubAuthRoutesOptions } from './routes.js';
export { customerSessionRoutes, type CustomerSessionRoutesOptions } from './session-routes.js';
