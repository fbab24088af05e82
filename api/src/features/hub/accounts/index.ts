export {
  type CustomerClaims,
  type CustomerVerifyResult,
  hashOtp,
  newOtp,
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
export { customerAuthenticationPlugin, type CustomerContext, signedInCustomer } from './guard.js';
export { hubAuthRoutes } from './routes.js';
export { customerSessionRoutes } from './session-routes.js';
