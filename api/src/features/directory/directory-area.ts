import { area } from '../../plugins/area.js';
import { bearerSecurity } from '../../plugins/authentication.js';
import { divisionsRoutes } from './divisions/index.js';
import { profileRoutes } from './profile/index.js';
import { userGroupsRoutes } from './user-groups/index.js';
import { rolesRoutes } from './roles/index.js';
import { usersRoutes } from './users/index.js';

/** Who works in the organisation (the `directory:*` permissions): users and their roles. */
export const directoryArea = area({
  name: 'switchboard-directory-area',
  dependencies: ['switchboard-db', 'switchboard-config', 'switchboard-mail', 'switchboard-authentication', 'throttle', 'switchboard-push'],
  security: bearerSecurity,
  folders: [['users', usersRoutes], ['roles', rolesRoutes], ['profile', profileRoutes], ['userGroups', userGroupsRoutes], ['divisions', divisionsRoutes]],
});
