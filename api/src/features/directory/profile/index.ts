export { preferencesFrom, preferencesOf } from './profile.service.js';
export { profileRoutes } from './routes.js';
