export {
  type AgentTokenResponse,
  authApi,
  type CurrentUserResponse,
  type OrganizationBasics,
  SESSION_BOOTSTRAP_EXPAND,
  toSessionUser,
} from './auth-api.js';
export { AHEAD_OF_SCREEN, aheadOfScreen, EARLY_ANSWER_LIFETIME_MS, type EarlyAnswer, earlyAnswer } from './early-answer.js';
export { type EnvConfig, getEnv, loadEnv, setEnv } from './env.js';
export { type UploadedFile, uploadFile } from './files.js';
export {
  type HttpAdapter,
  type HttpClient,
  HttpError,
  type HttpResponse,
  isHttpError,
  type RequestConfig,
  RequestHeaders,
  type SentRequest,
} from './http-client.js';
export {
  afterFirstScreenData,
  api,
  type ApiError,
  configureClient,
  describeApiError,
  ensureFreshToken,
  type ErrorNotice,
  type ErrorNotifier,
  requestTokenRefresh,
  restoreSession,
  sessionEndedWithin,
  SIGN_OUT_WAIT_MS,
  setErrorNotifier,
  setUnauthorizedHandler,
  type UnauthorizedHandler,
} from './http.js';
