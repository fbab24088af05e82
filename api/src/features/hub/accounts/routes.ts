import {
  HubLoginRequestSchema,
  HubOtpResendRequestSchema,
  HubOtpSentResponseSchema,
  HubOtpVerifyRequestSchema,
  HubPasswordResetSchema,
  HubRegisterRequestSchema,
  HubResetRequestResponseSchema,
  HubResetRequestSchema,
  HubTokenResponseSchema,
  HubUserSchema,
  type Locale,
} from '@switchboard/shared/contracts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/index.js';
import { negotiateLocale } from '../../../plugins/error-messages.js';
import { bearerSecurity } from '../../../plugins/authentication.js';
import { errorResponses as errors, unauthenticated } from '../../../plugins/errors.js';
import { addressAndAccountRateLimit } from '../../../plugins/rate-limit.js';
import type { MailWorker } from '../../mail/index.js';
import { sendCustomerSession } from './customer-sessions.js';
import { loginCustomer, registerCustomer, requestPasswordReset, resendOtp, resetPassword, toHubUser, verifyOtp, type HubAuthContext } from './customers.service.js';

export interface HubAuthRoutesOptions {
  db: Db;
  config: Pick<Config, 'jwtSecret' | 'hubAuthRateLimit' | 'hubVerificationMail' | 'publicUrl' | 'publicUrlConfigured' | 'corsOrigins' | 'clock'>;
  mailWorker: Pick<MailWorker, 'wake'>;
  /** Tests move time with this (else `config.clock`). */
  now?: () => Date;
}

const tags = ['hub auth'];

/** The language of mail sent for this request: `Accept-Language` when given, else the stored one. */
function requestLocale(request: FastifyRequest): Locale | undefined {
  return request.headers['accept-language'] ? negotiateLocale(request.headers['accept-language']) : undefined;
}

/**
 * Where reset links point. PUBLIC_URL when configured; else the calling page's origin if it is one we
 * serve (CORS_ORIGINS), never an arbitrary Origin header, which would mail the token to its site;
 * else the default address of this server.
 */
function linkBase(config: HubAuthRoutesOptions['config'], request: FastifyRequest): string {
  const trim = (url: string) => url.replace(/\/+$/, '');
  if (config.publicUrlConfigured) return trim(config.publicUrl);
  const origin = request.headers.origin;
  if (typeof origin === 'string' && config.corsOrigins.includes(origin)) return trim(origin);
  return trim(config.publicUrl);
}

/** Customer (hub) sign-in: `v1/auth/*`. */
export const hubAuthRoutes: FastifyPluginAsyncTypebox<HubAuthRoutesOptions> = async (app, { db, config, mailWorker, now }) => {
  const ctx: HubAuthContext = { db, secret: config.jwtSecret, now: now ?? config.clock, mailCaps: config.hubVerificationMail };
  const limit = (name: string) => addressAndAccountRateLimit(app, name, config.hubAuthRateLimit);

  app.post(
    '/v1/auth/register',
    {
      schema: { tags, summary: 'Start a registration and mail its 6-digit OTP (an address with an account gets an "account exists" mail instead; same answer)', body: HubRegisterRequestSchema, response: { 200: HubOtpSentResponseSchema, ...errors } },
      preHandler: limit('hub-register'),
    },
    async (request) => {
      const result = await registerCustomer(ctx, { ...request.body, locale: requestLocale(request) ?? 'en-us', linkBase: linkBase(config, request) });
      mailWorker.wake();
      return result;
    },
  );

  app.post(
    '/v1/auth/otp/resend',
    {
      schema: { tags, summary: 'Mail a new OTP for the registration named by registrationId (59 s after the previous mail)', body: HubOtpResendRequestSchema, response: { 200: HubOtpSentResponseSchema, ...errors } },
      preHandler: limit('hub-otp-resend'),
    },
    async (request) => {
      const result = await resendOtp(ctx, { ...request.body, locale: requestLocale(request), linkBase: linkBase(config, request) });
      mailWorker.wake();
      return result;
    },
  );

  app.post(
    '/v1/auth/otp/verify',
    {
      schema: { tags, summary: 'Verify the OTP of the registration named by registrationId; signs the customer in', body: HubOtpVerifyRequestSchema, response: { 200: HubTokenResponseSchema, ...errors } },
      preHandler: app.throttle.credentials('hub-otp-verify', config.hubAuthRateLimit),
    },
    async (request, reply) => sendCustomerSession(reply, await verifyOtp(ctx, request.body)),
  );

  app.post(
    '/v1/auth/login',
    {
      schema: { tags, summary: 'Customer sign-in (verified customers only)', body: HubLoginRequestSchema, response: { 200: HubTokenResponseSchema, ...errors } },
      preHandler: app.throttle.credentials('hub-login', config.hubAuthRateLimit),
    },
    async (request, reply) => sendCustomerSession(reply, await loginCustomer(ctx, request.body)),
  );

  app.get(
    '/v1/auth/me',
    {
      schema: { tags, summary: 'The signed-in hub user', security: bearerSecurity, response: { 200: HubUserSchema, ...errors } },
      preHandler: app.authenticateCustomer,
    },
    async (request) => {
      const customer = request.customer;
      if (!customer) throw unauthenticated();
      return toHubUser({ id: customer.customerId, name: customer.name, email: customer.email, phone: customer.phone, organization_id: customer.organizationId });
    },
  );

  app.post(
    '/v1/auth/request/resetpassword',
    {
      schema: { tags, summary: 'Mail a password reset link (same answer whether or not the address exists)', body: HubResetRequestSchema, response: { 200: HubResetRequestResponseSchema, ...errors } },
      preHandler: limit('hub-reset-request'),
    },
    async (request) => {
      await requestPasswordReset(ctx, { ...request.body, locale: requestLocale(request), linkBase: linkBase(config, request) });
      mailWorker.wake();
      return { success: true as const };
    },
  );

  app.post(
    '/v1/auth/password/reset',
    {
      schema: { tags, summary: 'Set a new password from a reset link; signs the customer in', body: HubPasswordResetSchema, response: { 200: HubTokenResponseSchema, ...errors } },
    },
    async (request, reply) => sendCustomerSession(reply, await resetPassword(ctx, request.body)),
  );
};
