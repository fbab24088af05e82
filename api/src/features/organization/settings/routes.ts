import { OrganizationBasicsSchema, OrganizationLogoWriteSchema, OrganizationSettingsSchema, OrganizationSettingsWriteSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../plugins/errors.js';
import { auditActorOf } from '../audit/index.js';
import { organizationBasics, organizationSettings, updateOrganizationLogo, updateOrganizationSettings } from './settings.service.js';

export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/organization/me',
    {
      schema: {
        summary: 'Name, logo and regional defaults of the caller’s organisation',
        response: { 200: OrganizationBasicsSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const organization = await organizationBasics(app.db, request.auth!.organizationId);
      if (!organization) throw notFound();
      return organization;
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

  app.put(
    '/v1/organization/logo',
    {
      schema: {
        summary: 'Set the organisation’s logo to an image you uploaded through `files/signedurl` (PNG, JPEG, GIF or WebP, at most 2 MB), or remove it with null',
        body: OrganizationLogoWriteSchema,
        response: { 200: OrganizationSettingsSchema },
      },
      preHandler: app.requirePermission('organization:settings:edit'),
    },
    async (request) => updateOrganizationLogo(app.db, request.auth!, auditActorOf(request.auth!), request.body.fileId),
  );
};
