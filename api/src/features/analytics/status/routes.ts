import { StatusDashboardQuerySchema, StatusDashboardSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInAgent } from '../../auth/authentication.js';
import { negotiateLocale } from '../../../plugins/error-messages.js';
import { divisionSlice } from '../shared/index.js';
import { statusDashboard } from './status.service.js';

const PERMISSION = 'analytics:statusDashboard:view';

/** The status dashboard: what is open right now, in the divisions where the caller holds its permission. */
export const statusDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // "Today" and the service-level tiles read the app's clock (tests move it).
  const now = () => (app.config.clock ? app.config.clock() : new Date());
  app.get(
    '/v1/analytics/status',
    {
      schema: {
        summary: 'Open tickets right now by status, priority, category, group and agent, with the breached, due-soon, due-today and new-today tiles',
        querystring: StatusDashboardQuerySchema,
        response: { 200: StatusDashboardSchema },
      },
      preHandler: app.requirePermission(PERMISSION),
    },
    async (request) => {
      const caller = signedInAgent(request);
      const slice = await divisionSlice(app.db, caller, PERMISSION, request.query.divisionId);
      return statusDashboard(app.db, { organizationId: caller.organizationId, userId: caller.userId, slice, locale: negotiateLocale(request.headers['accept-language']), now: now() }, request.query);
    },
  );
};
