export { userGroupsRoutes } from './routes.js';
