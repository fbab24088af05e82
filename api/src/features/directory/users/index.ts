export { createRole, findRoleByName, UnknownPermissionError } from './roles.service.js';
export { usersRoutes } from './routes.js';
export {
  createUser,
  type CreateUserInput,
  findUserInOrganization,
  permissionsOfUser,
  setUserStatus,
} from './users.service.js';
