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
import { negotiateLocale } from '../../../plugins/error-messages.js';
import { addressAndAccountRateLimit } from '../../../plugins/rate-limit.js';
import { linkBase } from '../../auth/link-base.js';
import { sendCustomerSession } from './customer-sessions.js';
import { signedInCustomer } from './guard.js';
import { loginCustomer, registerCustomer, requestPasswordReset, resendOtp, resetPassword, toHubUser, verifyOtp, type HubAuthContext } from './customers.service.js';

/** The language of mail sent for this request: `Accept-Language` when given, else the stored one. */
function requestLocale(request: FastifyRequest): Locale | undefined {
  return request.headers['accept-language'] ? negotiateLocale(request.headers['accept-language']) : undefined;
}

/** Customer (hub) sign-in: `v1/auth/*`. */
export const hubAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, mailWorker } = app;
  const ctx: HubAuthContext = { db, secret: config.jwtSecret, now: config.clock, mailCaps: config.hubVerificationMail };
  const limit = (name: string) => addressAndAccountRateLimit(app, name, config.hubAuthRateLimit);

  /** Runs a step that queues mail (in the request's language, links to where it came from), then sends it now. */
  async function mailing<T>(request: FastifyRequest, step: (mail: { locale: Locale | undefined; linkBase: string }) => Promise<T>): Promise<T> {
    const result = await step({ locale: requestLocale(request), linkBase: linkBase(config, request) });
    mailWorker.wake();
    return result;
  }

  app.post(
    '/v1/auth/register',
    {
      config: { public: true },
      schema: { summary: 'Start a registration and mail its 6-digit OTP (an address with an account gets an "account exists" mail instead; same answer)', body: HubRegisterRequestSchema, response: { 200: HubOtpSentResponseSchema } },
      preHandler: limit('hub-register'),
    },
    async (request) => mailing(request, (mail) => registerCustomer(ctx, { ...request.body, ...mail, locale: mail.locale ?? 'en-us' })),
  );

  app.post(
    '/v1/auth/otp/resend',
    {
      config: { public: true },
      schema: { summary: 'Mail a new OTP for the registration named by registrationId (59 s after the previous mail)', body: HubOtpResendRequestSchema, response: { 200: HubOtpSentResponseSchema } },
      preHandler: limit('hub-otp-resend'),
    },
    async (request) => mailing(request, (mail) => resendOtp(ctx, { ...request.body, ...mail })),
  );

  app.post(
    '/v1/auth/otp/verify',
    {
      config: { public: true },
      schema: { summary: 'Verify the OTP of the registration named by registrationId; signs the customer in', body: HubOtpVerifyRequestSchema, response: { 200: HubTokenResponseSchema } },
      preHandler: app.throttle.credentials('hub-otp-verify', config.hubAuthRateLimit),
    },
    async (request, reply) => sendCustomerSession(reply, await verifyOtp(ctx, request.body)),
  );

  app.post(
    '/v1/auth/login',
    {
      config: { public: true },
      schema: { summary: 'Customer sign-in (verified customers only)', body: HubLoginRequestSchema, response: { 200: HubTokenResponseSchema } },
      preHandler: app.throttle.credentials('hub-login', config.hubAuthRateLimit),
    },
    async (request, reply) => sendCustomerSession(reply, await loginCustomer(ctx, request.body)),
  );

  app.get(
    '/v1/auth/me',
    {
      schema: { summary: 'The signed-in hub user', response: { 200: HubUserSchema } },
      preHandler: app.authenticateCustomer,
    },
    async (request) => {
      const customer = signedInCustomer(request);
      return toHubUser({ id: customer.customerId, name: customer.name, email: customer.email, phone: customer.phone, organization_id: customer.organizationId });
    },
  );

  app.post(
    '/v1/auth/request/resetpassword',
    {
      config: { public: true },
      schema: { summary: 'Mail a password reset link (same answer whether or not the address exists)', body: HubResetRequestSchema, response: { 200: HubResetRequestResponseSchema } },
      preHandler: limit('hub-reset-request'),
    },
    async (request) => {
      await mailing(request, (mail) => requestPasswordReset(ctx, { ...request.body, ...mail }));
      return { success: true as const };
    },
  );

  app.post(
    '/v1/auth/password/reset',
    {
      config: { public: true },
      schema: { summary: 'Set a new password from a reset link; signs the customer in', body: HubPasswordResetSchema, response: { 200: HubTokenResponseSchema } },
    },
    async (request, reply) => sendCustomerSession(reply, await resetPassword(ctx, request.body)),
  );
};
