import {
  crudPermissions,
  IdParamsSchema,
  OAuthClientSchema,
  OAuthClientSearchRequestSchema,
  OAuthClientSearchResponseSchema,
  OAuthClientWithSecretSchema,
  OAuthClientWriteSchema,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { registerCrudRoutes } from '../../../crud/register-crud-routes.js';
import { withUniqueConflicts } from '../../../crud/unique-conflict.js';
import { notFound } from '../../../plugins/errors.js';
import { signedInAgent } from '../../auth/authentication.js';
import { createOAuthClient, deleteOAuthClient, getOAuthClient, rotateOAuthClientSecret, searchOAuthClients, updateOAuthClient } from './oauth-clients.service.js';

const permissions = crudPermissions('integrations:oauths');
const nameTaken = { oauth_clients_org_name_key: { field: '/name', message: 'is already used by another OAuth client' } };

/** OAuth clients of integrations: search, details, edit and delete on the CRUD kit; create and secret rotation answer the secret once. */
export const oauthClientsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  registerCrudRoutes(app, {
    path: '/v1/oauth/clients',
    tag: 'oauthClients',
    permissions,
    summaries: {
      search: 'Search OAuth clients (name, description), filter enabled/disabled, sort and page; each with its roles',
      get: 'An OAuth client with its roles (never its secret)',
      create: 'Create an OAuth client',
      update: 'Replace an OAuth client’s name, description and roles, enable or disable it, set its divisions (left out: kept; null: every division); a role may carry only permissions the caller holds (403 PERMISSION_NOT_HELD)',
      delete: 'Delete an OAuth client: its tokens stop working at once; what it wrote keeps its name',
    },
    schemas: { searchRequest: OAuthClientSearchRequestSchema, searchResponse: OAuthClientSearchResponseSchema, details: OAuthClientSchema, write: OAuthClientWriteSchema },
    uniqueConstraints: nameTaken,
    service: {
      search: (scope, request) => searchOAuthClients(db, scope, request),
      get: (scope, id) => getOAuthClient(db, scope, id),
      update: (scope, id, body) => updateOAuthClient(db, scope, id, body),
      delete: (scope, id) => deleteOAuthClient(db, scope, id),
    },
  });

  app.post(
    '/v1/oauth/clients',
    {
      schema: {
        summary: 'Create an OAuth client; the answer carries its secret, shown this once (only a hash is kept). Roles may carry only permissions the caller holds (403 PERMISSION_NOT_HELD)',
        body: OAuthClientWriteSchema,
        response: { 201: OAuthClientWithSecretSchema },
      },
      preHandler: app.requirePermission(permissions.add),
    },
    async (request, reply) => {
      const created = await withUniqueConflicts(nameTaken, () => createOAuthClient(db, signedInAgent(request), request.body));
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/v1/oauth/clients/:id/secret',
    {
      schema: {
        summary: 'Rotate an OAuth client’s secret: the new one is answered this once; the old secret and the tokens issued with it stop working',
        params: IdParamsSchema,
        response: { 200: OAuthClientWithSecretSchema },
      },
      preHandler: app.requirePermission(permissions.edit),
    },
    async (request) => {
      const rotated = await rotateOAuthClientSecret(db, signedInAgent(request), request.params.id);
      if (!rotated) throw notFound();
      return rotated;
    },
  );
};
