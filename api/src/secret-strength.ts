import { createRequire } from 'node:module';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

const requireLazily = createRequire(import.meta.url);

/** Shortest JWT_SECRET accepted. */
export const JWT_SECRET_MIN_LENGTH = 32;

/**
 * Least estimated strength of JWT_SECRET, in bits (log2 of the guesses zxcvbn needs). A random
 * secret must always pass: zxcvbn reads short runs inside random text ("5555", "abcd") as patterns,
 * so `openssl rand -hex 16` scores 86 to 110 (about one in fifteen under 100), never near 80.
 * Repeats, sequences and keyboard walks score under 30; placeholder phrases are refused by name below.
 * 2^80 guesses of an HMAC key is beyond any offline attack.
 */
export const JWT_SECRET_MIN_BITS = 80;

/**
 * Fragments of well-known placeholder and tutorial secrets, compared with the secret lower-cased
 * and stripped of everything but letters and digits. A random secret never contains them.
 */
const PLACEHOLDER_FRAGMENTS = ['changeme', 'changethis', 'replaceme', 'yoursecret', 'yourjwtsecret', 'mysecret', 'supersecret', 'secretkey', 'placeholder', 'example', 'notsecret', 'insecure', 'default'];

let estimator: ZxcvbnFactory | undefined;

/** log2 of the guesses zxcvbn estimates for `value` (common word lists, keyboard patterns). */
export function estimatedBits(value: string): number {
  if (!estimator) {
    // Loaded on the first check: a start whose secret was generated (the default) checks none.
    const { adjacencyGraphs, dictionary } = requireLazily('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    const { ZxcvbnFactory: Factory } = requireLazily('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
    estimator = new Factory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  }
  return Math.log2(estimator.check(value).guesses);
}

/**
 * Why a configured JWT_SECRET must not be used, or undefined when it is acceptable. It signs
 * tokens, file links, one-time-code HMACs and push tokens: a guessable one forges all of them.
 */
export function jwtSecretProblem(secret: string): string | undefined {
  const advice = 'use a long random value, e.g. `openssl rand -base64 48`, or unset it to have one generated in DATA_DIR';
  if (secret.length < JWT_SECRET_MIN_LENGTH) return `JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters: ${advice}`;
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (PLACEHOLDER_FRAGMENTS.some((fragment) => letters.includes(fragment))) return `JWT_SECRET is a well-known placeholder: ${advice}`;
  const bits = estimatedBits(secret);
  if (bits < JWT_SECRET_MIN_BITS) {
    return `JWT_SECRET is too easy to guess (estimated ${Math.floor(bits)} bits, at least ${JWT_SECRET_MIN_BITS} needed: words, repeats and sequences count little): ${advice}`;
  }
  return undefined;
}
