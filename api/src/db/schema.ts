import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Set by the database on insert, read back as a Date. */
type CreatedAt = ColumnType<Date, never, never>;
type UpdatedAt = ColumnType<Date, never, Date>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;

export interface OrganizationsTable {
  id: Generated<string>;
  name: string;
  logo_url: string | null;
  created_at: CreatedAt;
}

export type UserStatus = 'active' | 'disabled';

export interface UsersTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  email: string;
  password_hash: string;
  profile_picture: string | null;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RolesTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  permissions: string[];
  built_in: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
}

export interface UserRolesTable {
  organization_id: string;
  user_id: string;
  role_id: string;
}

/** A sign-in: one family of rotated refresh tokens; its id is the `sid` claim of access tokens. */
export interface SessionsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: NullableTimestamp;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  /** sha256 of the token; the token itself is never stored. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: NullableTimestamp;
}

export type StatusKind = 'open' | 'in_progress' | 'closed';

export interface StatusesTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  color: string;
  kind: StatusKind;
  position: number;
  created_at: CreatedAt;
}

export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  statuses: StatusesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
