import { OrganizationBasicsSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Db } from '../../../db/index.js';
import { bearerSecurity } from '../../../plugins/authentication.js';
import { errorResponses, notFound } from '../../../plugins/errors.js';

export const organizationRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/v1/organization/me',
    {
      schema: {
        tags: ['organization'],
        summary: 'Name and logo of the caller’s organisation',
        security: bearerSecurity,
        response: { 200: OrganizationBasicsSchema, ...errorResponses },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const organization = await db
        .selectFrom('organizations')
        .select(['id', 'name', 'logo_url'])
        .where('id', '=', request.auth!.organizationId)
        .executeTakeFirst();
      if (!organization) throw notFound();
      return { id: organization.id, name: organization.name, logo: organization.logo_url };
    },
  );
};
