import type { ValidationIssue } from '@switchboard/shared/contracts';
import { AppError } from '../plugins/errors.js';

/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The 409 CONFLICT for a unique violation of one of `constraints` (constraint name → the field the
 * answer names); undefined for any other error. A driver that does not name the constraint counts
 * as violating the first one listed.
 */
export function uniqueConflict(error: unknown, constraints: Readonly<Record<string, ValidationIssue>>): AppError | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== UNIQUE_VIOLATION) return undefined;
  const issue = constraint === undefined ? Object.values(constraints)[0] : typeof constraint === 'string' && Object.hasOwn(constraints, constraint) ? constraints[constraint] : undefined;
  return issue ? new AppError(409, 'CONFLICT', [issue]) : undefined;
}

/** Runs `work`, answering a unique violation of one of `constraints` with 409 CONFLICT. */
export async function withUniqueConflicts<T>(constraints: Readonly<Record<string, ValidationIssue>>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw uniqueConflict(error, constraints) ?? error;
  }
}
