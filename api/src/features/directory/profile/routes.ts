import { CurrentUserSchema, IdParamsSchema, OwnProfileWriteSchema, UserPreferencesSchema, UserPreferencesWriteSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../../../plugins/errors.js';
import { auditActorOf } from '../../organization/audit/index.js';
import { updateOwnProfile, updatePreferences } from './profile.service.js';

/** What every agent may change about themselves: name, picture and preferences. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // An integration's token acts as its service user, which has no profile of its own to change:
  // its name must stay the client's.
  const agentsOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate.call(app, request, reply);
    if (request.auth?.clientId) throw forbidden();
  };

  app.put(
    '/v1/users/me',
    {
      schema: {
        summary: 'Change your own name or picture (`pictureFileId`: an image you uploaded through `files/signedurl`; null removes it)',
        body: OwnProfileWriteSchema,
        response: { 200: CurrentUserSchema },
      },
      preHandler: agentsOnly,
    },
    async (request) => updateOwnProfile(app.db, request.auth!, auditActorOf(request.auth!), request.body),
  );

  app.put(
    '/v1/users/:id/preferences',
    {
      schema: {
        summary: 'Change your own language, theme or muted notification types (your own id only)',
        params: IdParamsSchema,
        body: UserPreferencesWriteSchema,
        response: { 200: UserPreferencesSchema },
      },
      preHandler: agentsOnly,
    },
    async (request) => {
      const { userId, organizationId } = request.auth!;
      if (request.params.id !== userId) {
        // A colleague's preferences are theirs alone; another organisation's id is simply not found.
        const colleague = await app.db.selectFrom('users').select('id').where('id', '=', request.params.id).where('organization_id', '=', organizationId).executeTakeFirst();
        throw colleague ? forbidden() : notFound();
      }
      return updatePreferences(app.db, userId, request.body);
    },
  );
};
