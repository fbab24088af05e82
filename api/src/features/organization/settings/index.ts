export { organizationRoutes } from './routes.js';
export { organizationBasics } from './settings.service.js';
