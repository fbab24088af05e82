export { divisionIdToStore, divisionRefOf } from './division-of-organization.js';
export { homeDivisionOf } from './home-division.js';
export { divisionsRoutes } from './routes.js';
