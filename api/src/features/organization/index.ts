export { organizationArea } from './organization-area.js';
export { organizationRoutes } from './settings/index.js';
