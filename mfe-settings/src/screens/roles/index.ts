export { RoleDetailsScreen } from './role-details-screen';
export { RolesListScreen } from './roles-list-screen';
