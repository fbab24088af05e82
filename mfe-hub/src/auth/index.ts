export {
  buildCountryOptions,
  type CountryOption,
  type CountrySource,
  flagOf,
  intlCountryNames,
} from './countries';
export { browserLanguages, defaultCountryFor, FALLBACK_COUNTRY, regionsOfLocale } from './phone-region';
export {
  formatCountdown,
  fullPhone,
  isCommonPasswordRefusal,
  isStrongPassword,
  isValidEmail,
  isValidOtp,
  newPasswordProblem,
  parseRegistrationInvite,
  parseResetParams,
  type RegistrationInvite,
  type ResetLinkParams,
  TOAST_SECONDS,
  withoutResetParams,
} from './validation';
