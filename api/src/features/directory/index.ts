export { directoryArea } from './directory-area.js';
export { createRole, createUser, findRoleByName, permissionsOfUser, UnknownPermissionError, usersRoutes } from './users/index.js';
export { homeDivisionOf } from './divisions/home-division.js';
