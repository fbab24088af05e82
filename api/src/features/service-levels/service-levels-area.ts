import { area } from '../../plugins/area.js';
import { bearerSecurity } from '../../plugins/authentication.js';
import { schedulesRoutes } from './schedules/index.js';
import { slasRoutes } from './slas/index.js';

/** Service levels: the business hours (schedules) that targets are measured in, and the policies that set them. */
export const serviceLevelsArea = area({
  name: 'switchboard-service-levels-area',
  dependencies: ['switchboard-db', 'switchboard-config', 'switchboard-authentication'],
  security: bearerSecurity,
  folders: [['schedules', schedulesRoutes], ['slas', slasRoutes]],
});
