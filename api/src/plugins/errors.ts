import { ApiErrorSchema, type ApiErrorBody, type ErrorCode, type ValidationIssue } from '@switchboard/shared/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessage, negotiateLocale } from './error-messages.js';

/** An error a handler throws on purpose; the handler below turns it into the `{ statusCode, code, message, details? }` body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly details?: ValidationIssue[],
    /** Extra fields of the body: `retryAfter` (also sent as Retry-After), `remainingAttempts`. */
    readonly extra: Pick<ApiErrorBody, 'retryAfter' | 'remainingAttempts'> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError(404, 'NOT_FOUND');
export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED');
export const forbidden = () => new AppError(403, 'FORBIDDEN');

/** The error answers of a route's schema: `response: { 200: …, ...errorResponses }`. */
export const errorResponses = { '4xx': ApiErrorSchema };

/** Reference to the shared error schema, for `response: { '4xx': ... }` in routes. */
export const errorResponseRef = { $ref: 'ApiError#' } as const;

/** A failing-check record as produced by TypeBox (and Ajv, whose shape it mirrors). */
interface SchemaIssue {
  keyword: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** One entry per failing field: missing and unexpected properties are named, not reported on the parent. */
export function validationDetails(issues: readonly SchemaIssue[], context?: string): ValidationIssue[] {
  const details: ValidationIssue[] = [];
  const seen = new Set<string>();
  const add = (field: string, message: string) => {
    const key = `${field}\u0000${message}`;
    if (!seen.has(key)) {
      seen.add(key);
      details.push({ field: field || `/${context ?? 'body'}`, message });
    }
  };
  for (const issue of issues) {
    const base = issue.instancePath ?? '';
    const params = issue.params ?? {};
    if (issue.keyword === 'required') {
      const names = (params.requiredProperties as string[] | undefined) ?? [params.missingProperty as string];
      for (const name of names.filter(Boolean)) add(`${base}/${name}`, 'is required');
    } else if (issue.keyword === 'additionalProperties') {
      const names = (params.additionalProperties as string[] | undefined) ?? [params.additionalProperty as string];
      for (const name of names.filter(Boolean)) add(`${base}/${name}`, 'is not allowed');
    } else if (issue.keyword === 'boolean' && base) {
      // TypeBox reports a forbidden extra property twice; the additionalProperties entry names it.
      continue;
    } else {
      add(base, issue.message ?? 'is invalid');
    }
  }
  return details;
}

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Maps anything thrown while handling a request to a status, code and optional field details. */
function classify(error: FastifyError | AppError | Error): { statusCode: number; code: ErrorCode; details?: ValidationIssue[]; extra?: AppError['extra'] } {
  if (error instanceof AppError) return { statusCode: error.statusCode, code: error.code, details: error.details, extra: error.extra };
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      details: validationDetails(fastifyError.validation as SchemaIssue[], fastifyError.validationContext),
    };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status >= 500 || status < 400) return { statusCode: 500, code: 'INTERNAL_ERROR' };
  return { statusCode: status, code: CODE_FOR_STATUS[status] ?? 'MALFORMED_REQUEST' };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  details?: ValidationIssue[],
  extra: AppError['extra'] = {},
) {
  const body: ApiErrorBody = {
    statusCode,
    code,
    message: errorMessage(code, negotiateLocale(request.headers['accept-language'])),
  };
  if (details && details.length > 0) body.details = details;
  if (extra.retryAfter !== undefined) {
    body.retryAfter = extra.retryAfter;
    reply.header('retry-after', extra.retryAfter);
  }
  if (extra.remainingAttempts !== undefined) body.remainingAttempts = extra.remainingAttempts;
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Error body for every failure, in the caller's language; a client can never cause a 500. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addSchema(ApiErrorSchema);
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { statusCode, code, details, extra } = classify(error);
      if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code, statusCode }, 'request refused');
      return sendError(request, reply, statusCode, code, details, extra);
    });
  },
  { name: 'switchboard-errors' },
);
