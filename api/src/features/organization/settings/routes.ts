import { OrganizationBasicsSchema, OrganizationSettingsSchema, OrganizationSettingsWriteSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../plugins/errors.js';
import { auditActorOf } from '../audit/index.js';
import { organizationSettings, updateOrganizationSettings } from './settings.service.js';

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

  app.get(
    '/v1/organization/settings',
    {
      schema: { summary: 'Settings of the caller’s organisation', response: { 200: OrganizationSettingsSchema } },
      preHandler: app.requirePermission('organization:settings:view'),
    },
    async (request) => organizationSettings(app.db, request.auth!.organizationId),
  );

  app.put(
    '/v1/organization/settings',
    {
      schema: {
        summary: 'Replace the settings of the caller’s organisation (the logo is not changed here)',
        body: OrganizationSettingsWriteSchema,
        response: { 200: OrganizationSettingsSchema },
      },
      preHandler: app.requirePermission('organization:settings:edit'),
    },
    async (request) => updateOrganizationSettings(app.db, request.auth!.organizationId, auditActorOf(request.auth!), request.body),
  );
};
