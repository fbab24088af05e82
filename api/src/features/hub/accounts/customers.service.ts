import { randomUUID } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_MAX_ATTEMPTS_PER_DAY,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
  PASSWORD_RESET_TTL_SECONDS,
  REGISTRATION_TTL_SECONDS,
  type HubOtpSentResponse,
  type HubUser,
  type Locale,
} from '@switchboard/shared/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database, Db, CustomerRow } from '../../../db/index.js';
import { rowCount } from '../../../db/search.js';
import { AppError } from '../../../plugins/errors.js';
import { decoyPasswordHash, hashPassword, upgradedHash, verifyPassword, weakPasswordError } from '../../auth/passwords.js';
import { enqueueMail, renderAccountExistsMail, renderOtpMail, renderResetMail, type OutgoingMail } from '../../mail/index.js';
import { startCustomerSession, type CustomerSignIn } from './customer-sessions.js';
import { hashVerifier, newSelectorToken, sameHash } from '../../auth/tokens.js';
import { hashOtp, newOtp } from './customer-tokens.js';

/** Verification mail allowed before an address is proven: per address (any organisation) and per organisation. */
export interface VerificationMailCaps {
  perAddressHour: number;
  perAddressDay: number;
  perOrganizationHour: number;
}

const DEFAULT_MAIL_CAPS: VerificationMailCaps = { perAddressHour: 3, perAddressDay: 10, perOrganizationHour: 500 };

/** What the service needs from the app; `now` is injectable so tests can move time. */
export interface HubAuthContext {
  db: Db;
  secret: Uint8Array;
  now?: () => Date;
  mailCaps?: VerificationMailCaps;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const lower = (email: string) => email.trim().toLowerCase();
const clock = (ctx: HubAuthContext) => (ctx.now ?? (() => new Date()))();
const emailMatches = (email: string) => sql<boolean>`lower(email) = ${lower(email)}`;
const secondsUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 1000));

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

/** An organisation may close its hub to new accounts; agents still create customers themselves. */
async function requireSelfRegistration(db: Db, organizationId: string): Promise<void> {
  const organization = await db.selectFrom('organizations').select('hub_self_registration').where('id', '=', organizationId).executeTakeFirst();
  if (organization && !organization.hub_self_registration) throw new AppError(403, 'REGISTRATION_DISABLED');
}

const otpInvalid = (extra: AppError['extra'] = {}) => new AppError(400, 'OTP_INVALID', [{ field: '/otp', message: 'is not valid' }], extra);

/** Registrations, codes and failures of one address happen one at a time (the caps count rows). */
async function lockAddress(trx: Kysely<Database>, email: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`hub-registration:${lower(email)}`}))`.execute(trx);
}

async function recordEvent(trx: Kysely<Database>, organizationId: string, email: string, kind: 'mail' | 'otp_failure', now: Date): Promise<void> {
  await trx.insertInto('registration_events').values({ organization_id: organizationId, address: lower(email), kind, created_at: now }).execute();
}

/** Times (ms) of this address's events of one kind in the last 24 hours, oldest first. */
async function recentEvents(trx: Kysely<Database>, email: string, kind: 'mail' | 'otp_failure', now: Date): Promise<number[]> {
  const rows = await trx
    .selectFrom('registration_events')
    .select('created_at')
    .where('address', '=', lower(email))
    .where('kind', '=', kind)
    .where('created_at', '>', new Date(now.getTime() - DAY_MS))
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at.getTime());
}

/**
 * Refuses a verification mail (code or "account exists") that would go out too soon after the last
 * one to this address, or over the address's or the organisation's cap. Known and unknown addresses
 * count alike, so the refusal says nothing about an account.
 */
async function checkMailBudget(ctx: HubAuthContext, trx: Kysely<Database>, organizationId: string, email: string, now: Date): Promise<void> {
  const caps = ctx.mailCaps ?? DEFAULT_MAIL_CAPS;
  const sent = await recentEvents(trx, email, 'mail', now);
  const last = sent.at(-1);
  if (last !== undefined && now.getTime() - last < OTP_RESEND_SECONDS * 1000) {
    throw new AppError(429, 'OTP_RESEND_TOO_SOON', undefined, { retryAfter: secondsUntil(last + OTP_RESEND_SECONDS * 1000, now) });
  }
  const lastHour = sent.filter((at) => at > now.getTime() - HOUR_MS);
  if (lastHour.length >= caps.perAddressHour) {
    throw new AppError(429, 'RATE_LIMITED', undefined, { retryAfter: secondsUntil(lastHour[lastHour.length - caps.perAddressHour]! + HOUR_MS, now) });
  }
  if (sent.length >= caps.perAddressDay) {
    throw new AppError(429, 'RATE_LIMITED', undefined, { retryAfter: secondsUntil(sent[sent.length - caps.perAddressDay]! + DAY_MS, now) });
  }
  const organization = await trx
    .selectFrom('registration_events')
    .select(rowCount)
    .where('organization_id', '=', organizationId)
    .where('kind', '=', 'mail')
    .where('created_at', '>', new Date(now.getTime() - HOUR_MS))
    .executeTakeFirstOrThrow();
  if (Number(organization.n) >= caps.perOrganizationHour) throw new AppError(429, 'RATE_LIMITED', undefined, { retryAfter: 60 * 60 });
}

interface RegistrationMailTarget {
  id: string;
  organizationId: string;
  email: string;
  /** False: the address has a verified account; it gets the "account exists" mail, never a code. */
  completable: boolean;
}

/**
 * A new code for a registration, and the mail that goes with it. A registration that can never
 * complete gets an unmailed random code and the "account exists" mail instead, and is otherwise
 * handled exactly like the others (same rows, same answers).
 */
async function codeAndMail(
  ctx: HubAuthContext,
  trx: Kysely<Database>,
  target: RegistrationMailTarget,
  locale: Locale,
  linkBase: string,
  now: Date,
): Promise<{ columns: { otp_hash: string; otp_expires_at: Date; otp_sent_at: Date; otp_attempts: number }; mail: OutgoingMail }> {
  const otp = newOtp();
  const organization = await trx.selectFrom('organizations').select('name').where('id', '=', target.organizationId).executeTakeFirst();
  const organizationName = organization?.name ?? '';
  const base = { organizationId: target.organizationId, locale, to: target.email };
  const mail: OutgoingMail = target.completable
    ? { ...base, kind: 'customer.otp', ...renderOtpMail(locale, { otp, minutes: OTP_TTL_SECONDS / 60, organizationName }) }
    : { ...base, kind: 'customer.accountExists', ...renderAccountExistsMail(locale, { signInLink: `${linkBase}/hub/auth`, organizationName }) };
  return {
    columns: {
      otp_hash: hashOtp(ctx.secret, target.id, otp),
      otp_expires_at: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      otp_sent_at: now,
      otp_attempts: 0,
    },
    mail,
  };
}

const otpSent = (registrationId: string, email: string, organizationId: string): HubOtpSentResponse => ({
  email,
  organizationId,
  registrationId,
  otpExpiresIn: OTP_TTL_SECONDS,
  resendAfter: OTP_RESEND_SECONDS,
});

export interface RegisterInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  organization?: string | null;
  locale: Locale;
  /** Site of the sign-in link in the "account exists" mail (no trailing slash). */
  linkBase: string;
}

/**
 * Stores a new pending registration and mails its code, in one transaction. No customer changes
 * here: that waits for the code (`verifyOtp`). An address that already has a verified account gets
 * an "account exists" mail instead, with the same answer, so the caller cannot tell the two apart.
 */
export async function registerCustomer(ctx: HubAuthContext, input: RegisterInput): Promise<HubOtpSentResponse> {
  const weak = weakPasswordError('/password', input.password);
  if (weak) throw weak;
  const organizationId = await requireOrganization(ctx.db, input.organization);
  await requireSelfRegistration(ctx.db, organizationId);
  const email = input.email.trim();
  // Paid for every registration, whether or not the address has an account.
  const passwordHash = await hashPassword(input.password);
  const now = clock(ctx);
  const id = randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    await lockAddress(trx, email);
    await checkMailBudget(ctx, trx, organizationId, email, now);
    const existing = await trx.selectFrom('customers').select('verified_at').where('organization_id', '=', organizationId).where(emailMatches(email)).executeTakeFirst();
    const target = { id, organizationId, email, completable: !existing?.verified_at };
    const { columns, mail } = await codeAndMail(ctx, trx, target, input.locale, input.linkBase, now);
    await trx
      .insertInto('pending_registrations')
      .values({
        id,
        organization_id: organizationId,
        email,
        name: input.name.trim(),
        phone: input.phone.trim(),
        password_hash: passwordHash,
        locale: input.locale,
        completable: target.completable,
        ...columns,
        expires_at: new Date(now.getTime() + REGISTRATION_TTL_SECONDS * 1000),
        created_at: now,
      })
      .execute();
    await enqueueMail(trx, mail);
    await recordEvent(trx, organizationId, email, 'mail', now);
  });
  await pruneRegistrations(ctx.db, now);
  return otpSent(id, email, organizationId);
}

/** Drops what no cap or registration needs any more (older than a day past its use). */
async function pruneRegistrations(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.deleteFrom('registration_events').where('created_at', '<', dayAgo).execute();
  await db.deleteFrom('pending_registrations').where('expires_at', '<', dayAgo).execute();
}

/** The registration named by the browser, still open, for this email. */
function openRegistration(trx: Kysely<Database>, registrationId: string, email: string, now: Date) {
  return trx
    .selectFrom('pending_registrations')
    .selectAll()
    .where('id', '=', registrationId)
    .where(emailMatches(email))
    .where('completed_at', 'is', null)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
}

/** `POST v1/auth/otp/resend`: a new code for that registration only, once the countdown has passed. */
export async function resendOtp(
  ctx: HubAuthContext,
  input: { email: string; registrationId: string; locale?: Locale; linkBase: string },
): Promise<HubOtpSentResponse> {
  const now = clock(ctx);
  const registration = await ctx.db.transaction().execute(async (trx) => {
    await lockAddress(trx, input.email);
    const row = await openRegistration(trx, input.registrationId, input.email, now);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    await checkMailBudget(ctx, trx, row.organization_id, row.email, now);
    const locale = (input.locale ?? row.locale) as Locale;
    const target = { id: row.id, organizationId: row.organization_id, email: row.email, completable: row.completable };
    const { columns, mail } = await codeAndMail(ctx, trx, target, locale, input.linkBase, now);
    await trx.updateTable('pending_registrations').set(columns).where('id', '=', row.id).execute();
    await enqueueMail(trx, mail);
    await recordEvent(trx, row.organization_id, row.email, 'mail', now);
    return row;
  });
  return otpSent(registration.id, registration.email, registration.organization_id);
}

/** Opens a customer session: a short-lived access token for the body, a refresh token for the HttpOnly cookie (`sendCustomerSession`). */
function issueToken(ctx: HubAuthContext, customer: { id: string; organization_id: string; token_version: number }): Promise<CustomerSignIn> {
  return startCustomerSession(ctx, customer);
}

type VerifyOutcome = { ok: true; customer: CustomerRow } | { ok: false; error: AppError };

/**
 * Checks the code of one registration (the id its browser got from `register`) and only then
 * creates the customer, or completes an unverified one (agent-created, or a sign-up from before
 * pending registrations) with the registration's details. A verified customer is never changed.
 * Every wrong code counts against the code (5) and against the address for 24 hours (20), and is
 * committed although the answer is an error.
 */
export async function verifyOtp(ctx: HubAuthContext, input: { email: string; registrationId: string; otp: string }): Promise<CustomerSignIn> {
  const now = clock(ctx);
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<VerifyOutcome> => {
    await lockAddress(trx, input.email);
    const row = await openRegistration(trx, input.registrationId, input.email, now);
    if (!row) return { ok: false, error: otpInvalid() };
    const failures = await recentEvents(trx, row.email, 'otp_failure', now);
    if (failures.length >= OTP_MAX_ATTEMPTS_PER_DAY) {
      const retryAfter = secondsUntil(failures[failures.length - OTP_MAX_ATTEMPTS_PER_DAY]! + DAY_MS, now);
      return { ok: false, error: new AppError(429, 'RATE_LIMITED', undefined, { retryAfter }) };
    }
    if (row.otp_attempts >= OTP_MAX_ATTEMPTS) return { ok: false, error: new AppError(400, 'OTP_ATTEMPTS_EXHAUSTED', undefined, { remainingAttempts: 0 }) };
    if (row.otp_expires_at.getTime() <= now.getTime()) return { ok: false, error: new AppError(400, 'OTP_EXPIRED') };
    if (!row.completable || !sameHash(hashOtp(ctx.secret, row.id, input.otp), row.otp_hash)) {
      const attempts = row.otp_attempts + 1;
      await trx.updateTable('pending_registrations').set({ otp_attempts: attempts }).where('id', '=', row.id).execute();
      await recordEvent(trx, row.organization_id, row.email, 'otp_failure', now);
      const remainingAttempts = Math.min(OTP_MAX_ATTEMPTS - attempts, OTP_MAX_ATTEMPTS_PER_DAY - failures.length - 1);
      const error = remainingAttempts > 0 ? otpInvalid({ remainingAttempts }) : new AppError(400, 'OTP_ATTEMPTS_EXHAUSTED', undefined, { remainingAttempts: 0 });
      return { ok: false, error };
    }

    // The address is proven. Every open registration of it in this organisation ends here.
    await trx
      .updateTable('pending_registrations')
      .set({ completed_at: now })
      .where('organization_id', '=', row.organization_id)
      .where(emailMatches(row.email))
      .where('completed_at', 'is', null)
      .execute();
    const existing = await trx
      .selectFrom('customers')
      .select(['id', 'verified_at'])
      .where('organization_id', '=', row.organization_id)
      .where(emailMatches(row.email))
      .forUpdate()
      .executeTakeFirst();
    // Verified since this registration began (another registration, a reset link): left as it is.
    if (existing?.verified_at) return { ok: false, error: new AppError(409, 'CONFLICT', [{ field: '/email', message: 'is already registered' }]) };
    const details = { name: row.name, phone: row.phone, password_hash: row.password_hash, locale: row.locale, verified_at: now, updated_at: now };
    const customer = existing
      ? await trx
          .updateTable('customers')
          .set((eb) => ({ ...details, otp_hash: null, otp_expires_at: null, otp_sent_at: null, otp_attempts: 0, token_version: eb('token_version', '+', 1) }))
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('customers')
          .values({ id: randomUUID(), organization_id: row.organization_id, email: row.email, ...details })
          .returningAll()
          .executeTakeFirstOrThrow();
    return { ok: true, customer };
  });
  if (!outcome.ok) throw outcome.error;
  return issueToken(ctx, outcome.customer);
}

/** Customer sign-in. An email registered in several organisations matches the one whose password fits. */
export async function loginCustomer(ctx: HubAuthContext, input: { email: string; password: string; organizationId?: string | null }): Promise<CustomerSignIn> {
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
    // A hash of an older, cheaper cost is replaced now that the password is at hand.
    const rehashed = await upgradedHash(input.password, candidate.password_hash);
    if (rehashed) await ctx.db.updateTable('customers').set({ password_hash: rehashed }).where('id', '=', candidate.id).where('password_hash', '=', candidate.password_hash).execute();
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
    .select(['id', 'organization_id', 'name', 'email', 'locale', 'verified_at'])
    .where(emailMatches(input.email))
    .where((eb) => eb.or([eb('verified_at', 'is not', null), eb('password_hash', 'is', null)]))
    .orderBy('created_at')
    .limit(1);
  if (organizationId) query = query.where('organization_id', '=', organizationId);
  const customer = await query.executeTakeFirst();
  if (!customer) return;
  const now = clock(ctx);
  const { selector, verifier } = newSelectorToken();
  const link = `${input.linkBase}/hub/auth?${new URLSearchParams({ email: customer.email, ad: selector, fk: verifier }).toString()}`;
  const locale = (input.locale ?? customer.locale) as Locale;
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('password_resets')
      .values({
        organization_id: customer.organization_id,
        customer_id: customer.id,
        selector,
        verifier_hash: hashVerifier(verifier),
        expires_at: new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
      })
      .execute();
    await enqueueMail(trx, {
      organizationId: customer.organization_id,
      kind: 'customer.passwordReset',
      locale,
      to: customer.email,
      // Until the address is proven the name may not be the owner's: greet without it.
      ...renderResetMail(locale, { name: customer.verified_at ? customer.name : '', link, minutes: PASSWORD_RESET_TTL_SECONDS / 60 }),
    });
  });
}

/**
 * Sets a new password from a reset link. The link works once; using it signs the customer out
 * everywhere else (token version bump) and kills their other outstanding links.
 */
export async function resetPassword(ctx: HubAuthContext, input: { email: string; newPassword: string; ad: string; fk: string }): Promise<CustomerSignIn> {
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
  if (!link || !sameHash(hashVerifier(input.fk), link.verifierHash) || lower(link.email) !== lower(input.email) || link.usedAt) throw invalid();
  const now = clock(ctx);
  if (link.expiresAt.getTime() <= now.getTime()) throw new AppError(400, 'RESET_LINK_EXPIRED');
  const weak = weakPasswordError('/newPassword', input.newPassword);
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
