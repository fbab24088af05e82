#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { prepareDatabase } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import type { Db } from './db/index.js';
import { generatedPasswordBanner } from './first-start.js';
import { createRole, createUser, findRoleByName, UnknownPermissionError } from './features/directory/index.js';
import { newPasswordProblems } from './features/auth/passwords.js';

const USAGE = `Usage (DATA_DIR / DATABASE_URL select the database, as for the server):
  switchboard-cli create-role --name <name> --permissions <perm,perm,...>
  switchboard-cli create-user --email <email> --name <name> --password <password> [--role <role name>]`;

export class CliUsageError extends Error {}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim();
  if (!value) throw new CliUsageError(`--${name} is required`);
  return value;
}

/** Runs one operator command against an open database; returns the line to print. */
export async function runCli(args: string[], context: { db: Db; organizationId: string }): Promise<string> {
  const [command, ...rest] = args;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      permissions: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
    },
    strict: true,
  });
  const { db, organizationId } = context;
  switch (command) {
    case 'create-role': {
      const name = required(values, 'name');
      const permissions = (values.permissions ?? '').split(',').map((p) => p.trim()).filter(Boolean);
      if (await findRoleByName(db, organizationId, name)) throw new CliUsageError(`A role named "${name}" already exists`);
      const role = await createRole(db, { organizationId, name, permissions });
      return `Created role "${role.name}" (${role.id}) with ${role.permissions.length} permission(s)`;
    }
    case 'create-user': {
      const email = required(values, 'email');
      const password = required(values, 'password');
      const name = required(values, 'name');
      const problems = newPasswordProblems(password);
      if (problems.length > 0) throw new CliUsageError(`--password ${problems.join(', ')}`);
      const roleIds: string[] = [];
      if (values.role) {
        const role = await findRoleByName(db, organizationId, values.role);
        if (!role) throw new CliUsageError(`No role named "${values.role}"`);
        roleIds.push(role.id);
      }
      const user = await createUser(db, { organizationId, name, email, password, roleIds });
      return `Created user ${user.email} (${user.id})${values.role ? ` with role "${values.role}"` : ''}`;
    }
    default:
      throw new CliUsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
}

function describe(error: unknown): string {
  if (error instanceof CliUsageError) return `${error.message}\n\n${USAGE}`;
  if (error instanceof ConfigError || error instanceof UnknownPermissionError) return error.message;
  const pgCode = (error as { code?: unknown }).code;
  if (pgCode === '23505') return 'That already exists (duplicate email or name).';
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  let db: Db | undefined;
  try {
    const config = loadConfig();
    const prepared = await prepareDatabase(config);
    db = prepared.db;
    const created = prepared.firstStart.administrator;
    if (created?.generatedPassword) process.stdout.write(`${generatedPasswordBanner(created.email, created.generatedPassword)}\n`);
    process.stdout.write(`${await runCli(process.argv.slice(2), { db, organizationId: prepared.firstStart.organizationId })}\n`);
  } catch (error) {
    process.stderr.write(`${describe(error)}\n`);
    process.exitCode = 1;
  } finally {
    await db?.destroy();
  }
}

// Run only as a program, not when a test imports runCli.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) void main();
