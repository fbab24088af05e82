import { area } from '../../plugins/area.js';
import { bearerSecurity } from '../../plugins/authentication.js';
import { usersRoutes } from './users/index.js';

/** Who works in the organisation (the `directory:*` permissions): users and their roles. */
export const directoryArea = area({
  name: 'switchboard-directory-area',
  dependencies: ['switchboard-db', 'switchboard-authentication'],
  security: bearerSecurity,
  folders: [['users', usersRoutes]],
});
