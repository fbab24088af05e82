import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { createRequire } from 'node:module';
import { passwordProblems } from '@switchboard/shared/contracts';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '../../plugins/errors.js';

// The password lists take ~150 ms and a few MB to unpack: required on first use, not at start.
const requireLazily = createRequire(import.meta.url);

// scrypt parameters (ARCHITECTURE "Decisions"); stored with each hash so they can change later.
// N = 2^17 takes 128 MiB and a few hundred ms per hash; hashes of a lower cost are upgraded on sign-in.
export const DEFAULT_PASSWORD_HASH_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** Costs accepted from the configuration (`PASSWORD_HASH_COST`, log2 N). */
export const MIN_PASSWORD_HASH_COST = 10;
export const MAX_PASSWORD_HASH_COST = 20;

let hashCost = DEFAULT_PASSWORD_HASH_COST;

/**
 * Sets log2 N of new hashes for this process (the app does it from `config.passwordHashCost`;
 * tests use a lower cost to stay fast).
 */
export function setPasswordHashCost(cost: number): void {
  if (!Number.isInteger(cost) || cost < MIN_PASSWORD_HASH_COST || cost > MAX_PASSWORD_HASH_COST) {
    throw new RangeError(`password hash cost must be an integer from ${MIN_PASSWORD_HASH_COST} to ${MAX_PASSWORD_HASH_COST}`);
  }
  hashCost = cost;
}

export function passwordHashCost(): number {
  return hashCost;
}

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; leave room for its bookkeeping.
  const scryptOptions: ScryptOptions = { ...options, maxmem: 128 * options.N * options.r + 32 * 1024 * 1024 };
  return new Promise((resolvePromise, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions, (error, key) => (error ? reject(error) : resolvePromise(key)));
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** hashCost;
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** The parameters of a stored hash, or `null` when it is not one of ours (or asks for absurd work). */
function parametersOf(stored: string): { N: number; r: number; p: number; salt: string; hash: string } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const parameters = { N: Number(n), r: Number(r), p: Number(p), salt, hash };
  const { N } = parameters;
  if (!Number.isInteger(N) || N < 2 || N > 2 ** MAX_PASSWORD_HASH_COST || (N & (N - 1)) !== 0) return null;
  if (!Number.isInteger(parameters.r) || parameters.r < 1 || parameters.r > 32) return null;
  if (!Number.isInteger(parameters.p) || parameters.p < 1 || parameters.p > 16) return null;
  return parameters;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parameters = parametersOf(stored);
  if (!parameters) return false;
  const expected = Buffer.from(parameters.hash, 'base64url');
  const key = await derive(password, Buffer.from(parameters.salt, 'base64url'), parameters);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/**
 * True when a stored hash is weaker than what `hashPassword` makes now: after a successful sign-in
 * the caller stores `hashPassword(password)` in its place.
 */
export function needsRehash(stored: string): boolean {
  const parameters = parametersOf(stored);
  if (!parameters) return true;
  return parameters.N < 2 ** hashCost || parameters.r < R || parameters.p < P;
}

/**
 * After a successful sign-in: a fresh hash at today's cost when the stored one is weaker, else
 * undefined. Callers store it only if the row still holds `stored` (a concurrent change wins).
 */
export async function upgradedHash(password: string, stored: string): Promise<string | undefined> {
  return needsRehash(stored) ? hashPassword(password) : undefined;
}

/** A hash nobody's password matches: verifying against it keeps unknown emails as slow as known ones. */
let decoyHash: { cost: number; hash: Promise<string> } | undefined;
export function decoyPasswordHash(): Promise<string> {
  // Remade when the cost changes, so unknown emails stay exactly as slow as upgraded accounts.
  if (decoyHash?.cost !== hashCost) decoyHash = { cost: hashCost, hash: hashPassword(randomBytes(16).toString('hex')) };
  return decoyHash.hash;
}

/** A readable random password for the first administrator (about 96 bits, 16 characters). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** The stable problem text of a password found in the common-password lists. */
export const COMMON_PASSWORD_PROBLEM = 'is too common';

interface CommonPasswords {
  list: Set<string>;
  /** The longest listed password: a longer one cannot be a variant of one (l33t and reversal keep the length). */
  longest: number;
  matcher: ZxcvbnFactory;
}

let commonPasswords: CommonPasswords | undefined;

/** zxcvbn-ts' list of common and breached passwords (about 50,000), loaded on first use only. */
function loadCommonPasswords(): CommonPasswords {
  if (!commonPasswords) {
    const { dictionary } = requireLazily('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    const { ZxcvbnFactory: Factory } = requireLazily('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    const words = dictionary['passwords-common'];
    const longest = words.reduce((max, word) => Math.max(max, word.length), 0);
    commonPasswords = { list: new Set(words), longest, matcher: new Factory({ dictionary: { 'passwords-common': words } }) };
  }
  return commonPasswords;
}

/**
 * True when the password is on the common-password list: the lowercased password itself, or a
 * variant zxcvbn reads as one listed password covering all of it (capitals, l33t, reversed).
 * Passwords made of a listed one plus anything else are left to the length rule.
 */
export function isCommonPassword(password: string): boolean {
  const { list, longest, matcher } = loadCommonPasswords();
  if (list.has(password.toLowerCase())) return true;
  if (password.length > longest) return false;
  const { sequence } = matcher.check(password);
  const only = sequence.length === 1 ? sequence[0] : undefined;
  return only !== undefined && only.pattern === 'dictionary' && only.i === 0 && only.j === password.length - 1;
}

/**
 * Every rule a new password must pass, wherever one is set (customer sign-up and reset, agents
 * created by the CLI or an administrator): the shared length rule (12–128 characters, no
 * composition rules) plus the common-password list. Empty when the password is acceptable.
 */
export function newPasswordProblems(password: string): string[] {
  const problems = passwordProblems(password);
  if (problems.length === 0 && isCommonPassword(password)) problems.push(COMMON_PASSWORD_PROBLEM);
  return problems;
}

/** A 400 naming `field` when the password breaks a rule of `newPasswordProblems`, else undefined. */
export function weakPasswordError(field: string, password: string): AppError | undefined {
  const problems = newPasswordProblems(password);
  if (problems.length === 0) return undefined;
  return new AppError(400, 'VALIDATION_FAILED', [{ field, message: `password ${problems.join(', ')}` }]);
}
