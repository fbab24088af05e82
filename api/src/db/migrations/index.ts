import type { Migration } from 'kysely/migration';
import * as foundation from './0001_foundation.js';

/** Every migration in order. Listed statically so they run the same under tsx and from dist. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};
