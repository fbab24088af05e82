export { forgetHubBranding, HubBrand, useHubBranding } from './hub-branding';
