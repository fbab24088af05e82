import { AUDIT_LOG_PERMISSION, AuditSearchRequestSchema, AuditSearchResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { searchAudit } from './audit.service.js';

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/v1/audit/search',
    {
      schema: {
        summary: 'The audit log of administration changes, newest first; only entries of resources the caller may view',
        body: AuditSearchRequestSchema,
        response: { 200: AuditSearchResponseSchema },
      },
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: app.requirePermission(AUDIT_LOG_PERMISSION),
    },
    async (request) => searchAudit(app.db, request.auth!, request.body),
  );
};
