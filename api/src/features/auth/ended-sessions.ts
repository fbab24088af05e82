import type { FastifyInstance } from 'fastify';

/**
 * Closes the push connections of sessions that just ended (sign-out, token theft, a password
 * change or reset); a failure there is logged and must not fail the request that ended them.
 */
export function pushDisconnector(app: FastifyInstance): (...sessionIds: string[]) => Promise<void> {
  return async (...sessionIds) => {
    for (const sessionId of sessionIds) {
      try {
        await app.push.disconnectSession(sessionId);
      } catch (error) {
        app.log.warn({ err: error, sessionId }, 'push: could not close the connections of an ended session');
      }
    }
  };
}
