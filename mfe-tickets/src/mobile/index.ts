export { MobileRedirect } from './mobile-redirect';
export { MOBILE_SEGMENT, mobileRedirectTarget } from './mobile-redirect-target';
