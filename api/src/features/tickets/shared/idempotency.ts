import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database, Db } from '../../../db/index.js';
import { prepared } from '../../../db/prepared.js';
import { AppError } from '../../../plugins/errors.js';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
  /** True when the stored answer of an earlier request with the same key was returned. */
  replayed: boolean;
}

/** Stable hash of what a request asked for: a retry must ask for exactly the same thing. */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256').update(route).update('\u0000').update(JSON.stringify(body ?? null)).digest('base64url');
}

/**
 * Runs `work` in a transaction once per (organisation, actor, key): a retry with the same key and
 * the same request gets the first answer; the same key with another request → 422
 * IDEMPOTENCY_KEY_REUSED. Without a key `work` simply runs in a transaction. A failing `work`
 * stores nothing, so a corrected retry may reuse the key.
 */
export async function runIdempotent<T>(
  db: Db,
  scope: { organizationId: string; actor: string; key: string | undefined; hash: string },
  work: (trx: Kysely<Database>) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentResult<T>> {
  const { key } = scope;
  checkIdempotencyKey(key);
  return db.transaction().execute(async (trx) => {
    if (key === undefined) return { ...(await work(trx)), replayed: false };
    // Two concurrent retries of one key queue here instead of both doing the work.
    await sql`select pg_advisory_xact_lock(hashtext(${`${scope.organizationId}:${scope.actor}:${key}`}))`.execute(trx);
    const stored = await prepared(
      trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response'])
        .where('organization_id', '=', scope.organizationId)
        .where('actor', '=', scope.actor)
        .where('key', '=', key),
    ).executeTakeFirst();
    if (stored) {
      if (stored.request_hash !== scope.hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
      return { statusCode: stored.status_code, body: stored.response as T, replayed: true };
    }
    const result = await work(trx);
    await trx
      .insertInto('idempotency_keys')
      .values({
        organization_id: scope.organizationId,
        actor: scope.actor,
        key,
        request_hash: scope.hash,
        status_code: result.statusCode,
        response: JSON.stringify(result.body),
      })
      .execute();
    return { ...result, replayed: false };
  });
}

/** 400 for a key that is empty or longer than the stored keys may be. */
export function checkIdempotencyKey(key: string | undefined): void {
  if (key !== undefined && (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH)) {
    throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/headers/idempotency-key', message: `must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters` }]);
  }
}

/**
 * The answer a retry gets when its key was claimed before by a creating statement (`IdempotencyClaim`,
 * new-ticket.ts): undefined when no request claimed it; 422 IDEMPOTENCY_KEY_REUSED when that request
 * asked for something else; else what it created as `render` finds it now (a record written before
 * claims existed holds its answer as sent). 404 when what it created is gone or no longer the actor's.
 */
export async function claimedKeyAnswer<T>(
  db: Kysely<Database>,
  scope: { organizationId: string; actor: string; key: string; hash: string },
  render: (ticketId: string) => Promise<T | undefined>,
): Promise<IdempotentResult<T> | undefined> {
  const stored = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response', 'ticket_id'])
    .where('organization_id', '=', scope.organizationId)
    .where('actor', '=', scope.actor)
    .where('key', '=', scope.key)
    .executeTakeFirst();
  if (!stored) return undefined;
  if (stored.request_hash !== scope.hash) throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
  const body = stored.ticket_id === null ? (stored.response as T) : await render(stored.ticket_id);
  if (body === undefined) throw new AppError(404, 'NOT_FOUND');
  return { statusCode: stored.status_code, body, replayed: true };
}

/** Sends an idempotent creation's answer, saying when it is a replay. */
export function sendIdempotentResult<T>(reply: FastifyReply, result: IdempotentResult<T>): FastifyReply {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(result.statusCode).send(result.body);
}

/** The `Idempotency-Key` header, if sent once. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['idempotency-key'];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A creation POST made idempotent by its `Idempotency-Key` (the request's route and body are what a retry
 * must repeat): 201 with what `create` made, or the first answer again, saying so in `Idempotent-Replayed`.
 */
export async function createIdempotently<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: { organizationId: string; actor: string; route: string },
  create: (trx: Kysely<Database>) => Promise<T>,
): Promise<FastifyReply> {
  const key = idempotencyKeyOf(request.headers);
  const hash = requestHash(scope.route, request.body);
  const result = await runIdempotent<T>(db, { organizationId: scope.organizationId, actor: scope.actor, key, hash }, async (trx) => ({ statusCode: 201, body: await create(trx) }));
  return sendIdempotentResult(reply, result);
}
