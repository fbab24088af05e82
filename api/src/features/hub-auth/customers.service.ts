import { randomUUID } from 'node:crypto';
import {
  CUSTOMER_TOKEN_TTL_SECONDS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  passwordProblems,
  type HubOtpSentResponse,
  type HubTokenResponse,
  type HubUser,
  type Locale,
} from '@switchboard/shared/contracts';
import { sql } from 'kysely';
import type { Db, CustomerRow } from '../../db/index.js';
import { AppError } from '../../plugins/errors.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import { enqueueMail, renderOtpMail, renderResetMail } from '../mail/index.js';
import { hashOtp, hashResetVerifier, newOtp, newResetToken, sameHash, signCustomerToken } from './customer-tokens.js';

/** What the service needs from the app; `now` is injectable so tests can move time. */
export interface HubAuthContext {
  db: Db;
  secret: Uint8Array;
  now?: () => Date;
}

const lower = (email: string) => email.trim().toLowerCase();
const clock = (ctx: HubAuthContext) => (ctx.now ?? (() => new Date()))();
const emailMatches = (email: string) => sql<boolean>`lower(email) = ${lower(email)}`;

function weakPassword(field: string, password: string): AppError | undefined {
  const problems = passwordProblems(password);
  if (problems.length === 0) return undefined;
  return new AppError(400, 'VALIDATION_FAILED', [{ field, message: `password ${problems.join(', ')}` }]);
}

/**
 * The organisation a hub request is for: the given id when it exists; otherwise, when the server
 * has exactly one organisation (the embedded default), that one; otherwise none.
 */
export async function resolveOrganization(db: Db, requested: string | null | undefined): Promise<string | undefined> {
  if (requested) {
    const found = await db.selectFrom('organizations').select('id').where('id', '=', requested).executeTakeFirst();
    if (found) return found.id;
  }
  const organizations = await db.selectFrom('organizations').select('id').limit(2).execute();
  return organizations.length === 1 ? organizations[0]?.id : undefined;
}

async function requireOrganization(db: Db, requested: string | null | undefined): Promise<string> {
  const organizationId = await resolveOrganization(db, requested);
  if (!organizationId) {
    throw new AppError(400, 'VALIDATION_FAILED', [{ field: '/organization', message: 'must name an existing organisation' }]);
  }
  return organizationId;
}

function resendWait(row: Pick<CustomerRow, 'otp_sent_at'>, now: Date): number {
  if (!row.otp_sent_at) return 0;
  const elapsed = (now.getTime() - row.otp_sent_at.getTime()) / 1000;
  return elapsed >= OTP_RESEND_SECONDS ? 0 : Math.ceil(OTP_RESEND_SECONDS - elapsed);
}

function tooSoon(seconds: number): AppError {
  return new AppError(429, 'OTP_RESEND_TOO_SOON', undefined, { retryAfter: seconds });
}

function otpMail(ctx: HubAuthContext, customer: { id: string; organizationId: string; name: string; email: string }, locale: Locale, now: Date) {
  const otp = newOtp();
  return {
    columns: {
      otp_hash: hashOtp(ctx.secret, customer.id, otp),
      otp_expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      otp_sent_at: now,
      otp_attempts: 0,
    },
    mail: {
      organizationId: customer.organizationId,
      kind: 'customer.otp' as const,
      locale,
      to: customer.email,
      ...renderOtpMail(locale, { name: customer.name, otp, minutes: OTP_TTL_SECONDS / 60 }),
    },
  };
}

const otpSent = (email: string, organizationId: string): HubOtpSentResponse => ({
  email,
  organizationId,
  otpExpiresIn: OTP_TTL_SECONDS,
  resendAfter: OTP_RESEND_SECONDS,
});

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

export interface RegisterInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  organization?: string | null;
  locale: Locale;
}

/**
 * Stores an unverified customer and queues the OTP mail in the same transaction. Registering an
 * unverified email again replaces its pending data and sends a new code (not before the resend
 * countdown); a verified email is a 409.
 */
export async function registerCustomer(ctx: HubAuthContext, input: RegisterInput): Promise<HubOtpSentResponse> {
  const weak = weakPassword('/password', input.password);
  if (weak) throw weak;
  const organizationId = await requireOrganization(ctx.db, input.organization);
  const email = input.email.trim();
  const name = input.name.trim();
  const passwordHash = await hashPassword(input.password);
  const now = clock(ctx);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const existing = await trx
        .selectFrom('customers')
        .select(['id', 'verified_at', 'otp_sent_at'])
        .where('organization_id', '=', organizationId)
        .where(emailMatches(email))
        .forUpdate()
        .executeTakeFirst();
      if (existing?.verified_at) throw new AppError(409, 'CONFLICT', [{ field: '/email', message: 'is already registered' }]);
      if (existing) {
        const wait = resendWait(existing, now);
        if (wait > 0) throw tooSoon(wait);
      }
      const id = existing?.id ?? randomUUID();
      const { columns, mail } = otpMail(ctx, { id, organizationId, name, email }, input.locale, now);
      const details = { name, email, phone: input.phone.trim(), password_hash: passwordHash, locale: input.locale, ...columns };
      if (existing) await trx.updateTable('customers').set({ ...details, updated_at: now }).where('id', '=', id).execute();
      else await trx.insertInto('customers').values({ id, organization_id: organizationId, ...details }).execute();
      await enqueueMail(trx, mail);
    });
  } catch (error) {
    // Two registrations of one new email raced: the other one just sent a code.
    if (isUniqueViolation(error)) throw tooSoon(OTP_RESEND_SECONDS);
    throw error;
  }
  return otpSent(email, organizationId);
}

/** The pending (unverified) registration for an email, newest first when several organisations have one. */
async function findPending(db: Db, email: string, organization: string | null | undefined) {
  let query = db
    .selectFrom('customers')
    .selectAll()
    .where(emailMatches(email))
    .where('verified_at', 'is', null)
    .orderBy('otp_sent_at', 'desc')
    .limit(1);
  if (organization) query = query.where('organization_id', '=', organization);
  return query.executeTakeFirst();
}

/** `POST v1/auth/otp/resend`: a new code for a pending registration, once the countdown has passed. */
export async function resendOtp(ctx: HubAuthContext, input: { email: string; organization?: string | null; locale?: Locale }): Promise<HubOtpSentResponse> {
  const pending = await findPending(ctx.db, input.email, input.organization);
  if (!pending) throw new AppError(404, 'NOT_FOUND');
  const now = clock(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('customers').select(['otp_sent_at', 'verified_at']).where('id', '=', pending.id).forUpdate().executeTakeFirstOrThrow();
    if (row.verified_at) throw new AppError(409, 'CONFLICT', [{ field: '/email', message: 'is already verified' }]);
    const wait = resendWait(row, now);
    if (wait > 0) throw tooSoon(wait);
    const locale = (input.locale ?? pending.locale) as Locale;
    const { columns, mail } = otpMail(ctx, { id: pending.id, organizationId: pending.organization_id, name: pending.name, email: pending.email }, locale, now);
    await trx.updateTable('customers').set({ ...columns, updated_at: now }).where('id', '=', pending.id).execute();
    await enqueueMail(trx, mail);
  });
  return otpSent(pending.email, pending.organization_id);
}

async function issueToken(ctx: HubAuthContext, customer: { id: string; organization_id: string; token_version: number }): Promise<HubTokenResponse> {
  const accessToken = await signCustomerToken(ctx.secret, {
    customerId: customer.id,
    organizationId: customer.organization_id,
    tokenVersion: customer.token_version,
  });
  return { access_token: accessToken, token_type: 'Bearer', expires_in: CUSTOMER_TOKEN_TTL_SECONDS };
}

type VerifyOutcome = { ok: true; customer: CustomerRow } | { ok: false; error: AppError };

/**
 * Checks a registration OTP. Every wrong code counts (committed even though the answer is an
 * error); after the fifth the code is dead and only a new one helps.
 */
export async function verifyOtp(ctx: HubAuthContext, input: { email: string; otp: string; organization?: string | null }): Promise<HubTokenResponse> {
  const pending = await findPending(ctx.db, input.email, input.organization);
  if (!pending || !pending.otp_hash) throw new AppError(400, 'OTP_INVALID', [{ field: '/otp', message: 'is not valid' }]);
  const now = clock(ctx);
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    const row = await trx.selectFrom('customers').selectAll().where('id', '=', pending.id).forUpdate().executeTakeFirstOrThrow();
    if (row.verified_at || !row.otp_hash || !row.otp_expires_at) return { ok: false, error: new AppError(400, 'OTP_INVALID', [{ field: '/otp', message: 'is not valid' }]) };
    if (row.otp_attempts >= OTP_MAX_ATTEMPTS) return { ok: false, error: new AppError(400, 'OTP_ATTEMPTS_EXHAUSTED', undefined, { remainingAttempts: 0 }) };
    if (row.otp_expires_at.getTime() <= now.getTime()) return { ok: false, error: new AppError(400, 'OTP_EXPIRED') };
    if (!sameHash(hashOtp(ctx.secret, row.id, input.otp), row.otp_hash)) {
      const attempts = row.otp_attempts + 1;
      await trx.updateTable('customers').set({ otp_attempts: attempts }).where('id', '=', row.id).execute();
      const remainingAttempts = OTP_MAX_ATTEMPTS - attempts;
      const error =
        remainingAttempts > 0
          ? new AppError(400, 'OTP_INVALID', [{ field: '/otp', message: 'is not valid' }], { remainingAttempts })
          : new AppError(400, 'OTP_ATTEMPTS_EXHAUSTED', undefined, { remainingAttempts: 0 });
      return { ok: false, error };
    }
    const verified = await trx
      .updateTable('customers')
      .set({ verified_at: now, otp_hash: null, otp_expires_at: null, otp_attempts: 0, updated_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ok: true, customer: verified };
  });
  if (!outcome.ok) throw outcome.error;
  return issueToken(ctx, outcome.customer);
}

/** Customer sign-in. An email registered in several organisations matches the one whose password fits. */
export async function loginCustomer(ctx: HubAuthContext, input: { email: string; password: string; organizationId?: string | null }): Promise<HubTokenResponse> {
  let query = ctx.db
    .selectFrom('customers')
    .select(['id', 'organization_id', 'password_hash', 'verified_at', 'token_version'])
    .where(emailMatches(input.email))
    .orderBy(sql`verified_at is null`)
    .orderBy('created_at')
    .limit(5);
  if (input.organizationId) query = query.where('organization_id', '=', input.organizationId);
  const candidates = await query.execute();
  // Unknown emails still pay for a hash so response time does not reveal which emails exist.
  if (candidates.length === 0) await verifyPassword(input.password, await decoyPasswordHash());
  for (const candidate of candidates) {
    // An agent-created account has no password until one is set through the reset link.
    if (!candidate.password_hash) {
      await verifyPassword(input.password, await decoyPasswordHash());
      continue;
    }
    if (!(await verifyPassword(input.password, candidate.password_hash))) continue;
    if (!candidate.verified_at) throw new AppError(403, 'ACCOUNT_NOT_VERIFIED');
    return issueToken(ctx, candidate);
  }
  throw new AppError(401, 'INVALID_CREDENTIALS');
}

/** The signed-in customer as the hub shows it; `name` is split at its first space. */
export function toHubUser(row: Pick<CustomerRow, 'id' | 'name' | 'email' | 'phone' | 'organization_id'>): HubUser {
  const [firstName = '', ...rest] = row.name.trim().split(/\s+/);
  return {
    id: row.id,
    firstName,
    lastName: rest.join(' '),
    name: row.name,
    personalEmail: row.email,
    phone: row.phone,
    organizationId: row.organization_id,
  };
}

/**
 * Queues a reset link when a verified customer, or one an agent created without a password, has
 * this email; does nothing otherwise, so the caller's answer cannot tell the two apart. `linkBase` is the site the link opens (no trailing slash).
 */
export async function requestPasswordReset(
  ctx: HubAuthContext,
  input: { email: string; organizationId?: string | null; locale?: Locale; linkBase: string },
): Promise<void> {
  const organizationId = await resolveOrganization(ctx.db, input.organizationId);
  let query = ctx.db
    .selectFrom('customers')
    .select(['id', 'organization_id', 'name', 'email', 'locale'])
    .where(emailMatches(input.email))
    .where((eb) => eb.or([eb('verified_at', 'is not', null), eb('password_hash', 'is', null)]))
    .orderBy('created_at')
    .limit(1);
  if (organizationId) query = query.where('organization_id', '=', organizationId);
  const customer = await query.executeTakeFirst();
  if (!customer) return;
  const now = clock(ctx);
  const { selector, verifier } = newResetToken();
  const link = `${input.linkBase}/hub/auth?${new URLSearchParams({ email: customer.email, ad: selector, fk: verifier }).toString()}`;
  const locale = (input.locale ?? customer.locale) as Locale;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_resets')
      .values({
        organization_id: customer.organization_id,
        customer_id: customer.id,
        selector,
        verifier_hash: hashResetVerifier(verifier),
        expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
      })
      .execute();
    await enqueueMail(trx, {
      organizationId: customer.organization_id,
      kind: 'customer.passwordReset',
      locale,
      to: customer.email,
      ...renderResetMail(locale, { name: customer.name, link, minutes: PASSWORD_RESET_TTL_SECONDS / 60 }),
    });
  });
}

/**
 * Sets a new password from a reset link. The link works once; using it signs the customer out
 * everywhere else (token version bump) and kills their other outstanding links.
 */
export async function resetPassword(ctx: HubAuthContext, input: { email: string; newPassword: string; ad: string; fk: string }): Promise<HubTokenResponse> {
  const invalid = () => new AppError(400, 'RESET_LINK_INVALID');
  const link = await ctx.db
    .selectFrom('password_resets')
    .innerJoin('customers', 'customers.id', 'password_resets.customer_id')
    .select([
      'password_resets.id',
      'password_resets.customer_id as customerId',
      'password_resets.verifier_hash as verifierHash',
      'password_resets.expires_at as expiresAt',
      'password_resets.used_at as usedAt',
      'customers.email',
    ])
    .where('password_resets.selector', '=', input.ad)
    .executeTakeFirst();
  if (!link || !sameHash(hashResetVerifier(input.fk), link.verifierHash) || lower(link.email) !== lower(input.email) || link.usedAt) throw invalid();
  const now = clock(ctx);
  if (link.expiresAt.getTime() <= now.getTime()) throw new AppError(400, 'RESET_LINK_EXPIRED');
  const weak = weakPassword('/newPassword', input.newPassword);
  if (weak) throw weak;
  const passwordHash = await hashPassword(input.newPassword);

  const customer = await ctx.db.transaction().execute(async (trx) => {
    // Only one of two racing uses of the link gets the row.
    const claimed = await trx.updateTable('password_resets').set({ used_at: now }).where('id', '=', link.id).where('used_at', 'is', null).returning('id').executeTakeFirst();
    if (!claimed) return undefined;
    await trx.updateTable('password_resets').set({ used_at: now }).where('customer_id', '=', link.customerId).where('used_at', 'is', null).execute();
    return trx
      .updateTable('customers')
      .set((eb) => ({
        password_hash: passwordHash,
        token_version: eb('token_version', '+', 1),
        verified_at: eb.fn.coalesce('verified_at', sql<Date>`${now}`),
        updated_at: now,
      }))
      .where('id', '=', link.customerId)
      .returning(['id', 'organization_id', 'token_version'])
      .executeTakeFirstOrThrow();
  });
  if (!customer) throw invalid();
  return issueToken(ctx, customer);
}
