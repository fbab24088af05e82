import type { Static } from 'typebox';
import { Type } from './type-builders.js';
import { ERROR_CODES } from './errors.js';

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './auth-rules.js';

/** Beyond this a page number is nonsense (and its offset would overflow PostgreSQL's bigint). */
export const MAX_PAGE_NUMBER = 1_000_000;

/** Ids are UUID strings. */
export const UuidSchema = Type.String({ format: 'uuid' });

/** `{id}` in the path of a resource's own routes. */
export const IdParamsSchema = Type.Object({ id: UuidSchema });
export type IdParams = Static<typeof IdParamsSchema>;

/** One failing field of a request (`details` of a VALIDATION_FAILED error). */
export const ValidationIssueSchema = Type.Object({
  field: Type.String({ description: 'JSON-pointer-like path of the failing field, e.g. `/email`' }),
  message: Type.String(),
});

/** Every error response: `{ statusCode, code, message, details? }`, the message in the caller's language. */
export const ApiErrorSchema = Type.Object(
  {
    statusCode: Type.Integer({ minimum: 400, maximum: 599 }),
    code: Type.String({ description: `Stable code, one of ${ERROR_CODES.join(', ')}` }),
    message: Type.String({ description: 'Human-readable message in the language of Accept-Language' }),
    details: Type.Optional(Type.Array(ValidationIssueSchema)),
    retryAfter: Type.Optional(Type.Integer({ description: 'seconds to wait before retrying (429)' })),
    remainingAttempts: Type.Optional(Type.Integer({ description: 'OTP attempts left (OTP_INVALID)' })),
  },
  { $id: 'ApiError' },
);

/** `GET /api/health`. */
export const HealthResponseSchema = Type.Object({ status: Type.Literal('ok') });
export type HealthResponse = Static<typeof HealthResponseSchema>;
