export { apiKeyPlugin, keyCheckedPath } from './api-key.js';
export { bearerSecurity, bearerToken } from './authentication.js';
export { ERROR_MESSAGES, errorMessage, negotiateLocale } from './error-messages.js';
export {
  AppError,
  errorResponseRef,
  errorResponses,
  errorsPlugin,
  forbidden,
  notFound,
  sendError,
  unauthenticated,
  validationDetails,
} from './errors.js';
export {
  addressAndAccountRateLimit,
  loginRateLimit,
  throttlePlugin,
  type ThrottlePluginOptions,
  type ThrottleService,
} from './rate-limit.js';
export { MAX_INPUT_DEPTH, nulCharactersPlugin, withoutNulCharacters } from './nul-characters.js';
