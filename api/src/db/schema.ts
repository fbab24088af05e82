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

export interface CustomersTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  email: string;
  phone: string;
  password_hash: string;
  locale: ColumnType<string, string | undefined, string>;
  verified_at: NullableTimestamp;
  otp_hash: ColumnType<string | null, string | null | undefined, string | null>;
  otp_expires_at: NullableTimestamp;
  otp_sent_at: NullableTimestamp;
  otp_attempts: ColumnType<number, number | undefined, number>;
  token_version: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PasswordResetsTable {
  id: Generated<string>;
  organization_id: string;
  customer_id: string;
  selector: string;
  verifier_hash: string;
  expires_at: Date;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<string>;
  organization_id: string | null;
  kind: string;
  locale: string;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  locked_until: NullableTimestamp;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: NullableTimestamp;
  failed_at: NullableTimestamp;
  message_id: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface CategoriesTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  description: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** jsonb columns: written as JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;

export interface CategoryFieldsTable {
  id: Generated<string>;
  category_id: string;
  key: string;
  name: string;
  type: string;
  placeholder: string | null;
  is_required: ColumnType<boolean, boolean | undefined, boolean>;
  options: Json<{ label: string; value: string }[]>;
  value_field: string | null;
  default_value: ColumnType<unknown, string | null, string | null>;
  position: number;
}

export interface Database {
  organizations: OrganizationsTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  statuses: StatusesTable;
  customers: CustomersTable;
  password_resets: PasswordResetsTable;
  mail_outbox: MailOutboxTable;
  categories: CategoriesTable;
  category_fields: CategoryFieldsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
