export { apiKeyPlugin, keyCheckedPath } from './api-key.js';
export { configPlugin } from './app-config.js';
export { area, type AreaDefinition } from './area.js';
export { bearerSecurity, bearerToken, signedIn } from './authentication.js';
export { databasePlugin, type DatabasePluginOptions } from './database.js';
export { expiredRecordsSweeperPlugin } from './expired-records.js';
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
  type ThrottleService,
} from './rate-limit.js';
export { MAX_INPUT_DEPTH, nulCharactersPlugin, withoutNulCharacters } from './nul-characters.js';
export { isPassiveContentType, PAGE_ONLY_HEADERS, pageOnlyHeadersPlugin } from './page-only-headers.js';
export { routeDefaults, type RouteDefaults, type SecurityRequirement } from './route-defaults.js';
