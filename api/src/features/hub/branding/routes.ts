import { HubBrandingQuerySchema, HubBrandingSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../plugins/errors.js';
import { resolveOrganization } from '../accounts/customers.service.js';

/** What the hub shows before sign-in: the organisation's name, logo, hub title and whether customers may register. */
export const hubBrandingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/auth/branding',
    {
      config: { public: true },
      schema: {
        summary: 'The hub’s branding: name, logo, title, self-registration and support address (the only organisation, or the one named)',
        querystring: HubBrandingQuerySchema,
        response: { 200: HubBrandingSchema },
      },
    },
    async (request) => {
      const organizationId = await resolveOrganization(app.db, request.query.organizationId);
      const row = organizationId
        ? await app.db
            .selectFrom('organizations')
            .select(['id', 'name', 'logo_url', 'hub_title', 'hub_self_registration', 'support_email', 'default_language'])
            .where('id', '=', organizationId)
            .executeTakeFirst()
        : undefined;
      if (!row) throw notFound();
      return {
        id: row.id,
        name: row.name,
        logo: row.logo_url,
        title: row.hub_title ?? row.name,
        selfRegistration: row.hub_self_registration,
        supportEmail: row.support_email,
        defaultLanguage: row.default_language,
      };
    },
  );
};
