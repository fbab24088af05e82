export { forgetHubBranding, HubBrand, useHubBranding } from './hub-branding';
export { IsolatedLine } from './isolated-line';
