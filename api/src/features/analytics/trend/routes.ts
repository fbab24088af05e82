import { TrendRequestSchema, TrendResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { signedInAgent } from '../../auth/authentication.js';
import { divisionSlice } from '../shared/index.js';
import { trendDashboard } from './trend.service.js';

const PERMISSION = 'analytics:trendDashboard:view';

/** The trend dashboard: flow over a period, in the divisions where the caller holds its permission. */
export const trendDashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // "Today" and the last N days are the organisation's, at the app's clock (tests move it).
  const now = () => (app.config.clock ? app.config.clock() : new Date());
  app.post(
    '/v1/analytics/trend',
    {
      schema: {
        summary: 'Tickets created, resolved and reopened, backlog, response and resolution times and service-level outcomes over a period, per hour, day, week or month, with breakdowns',
        body: TrendRequestSchema,
        response: { 200: TrendResponseSchema },
      },
      preHandler: app.requirePermission(PERMISSION),
    },
    async (request) => {
      const caller = signedInAgent(request);
      const slice = await divisionSlice(app.db, caller, PERMISSION, request.body.divisionId);
      return trendDashboard(app.db, { organizationId: caller.organizationId, slice, now: now() }, request.body);
    },
  );
};
