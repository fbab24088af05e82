import { HealthResponseSchema } from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** `GET /api/health`: the app only listens once migrations ran, so answering means ready. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } }, async () => ({ status: 'ok' as const }));
};
