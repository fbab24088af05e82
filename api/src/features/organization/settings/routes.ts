import { OrganizationBasicsSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../plugins/errors.js';

export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/organization/me',
    {
      schema: {
        summary: 'Name and logo of the caller’s organisation',
        response: { 200: OrganizationBasicsSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const organization = await app.db
        .selectFrom('organizations')
        .select(['id', 'name', 'logo_url'])
        .where('id', '=', request.auth!.organizationId)
        .executeTakeFirst();
      if (!organization) throw notFound();
      return { id: organization.id, name: organization.name, logo: organization.logo_url };
    },
  );
};
