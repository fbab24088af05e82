import type { Locale, NotificationScope, OrganizationDateFormat, SlaConditions, SlaEscalation, SlaTargets } from '@switchboard/shared/contracts';
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
  default_language: ColumnType<Locale, Locale | undefined, Locale>;
  /** 0028: the default schedule and service-level policy were given (once; deleting them later sticks). */
  service_levels_seeded: ColumnType<boolean, boolean | undefined, boolean>;
  time_zone: ColumnType<string, string | undefined, string>;
  date_format: ColumnType<OrganizationDateFormat, OrganizationDateFormat | undefined, OrganizationDateFormat>;
  support_email: ColumnType<string | null, string | null | undefined, string | null>;
  hub_self_registration: ColumnType<boolean, boolean | undefined, boolean>;
  hub_title: ColumnType<string | null, string | null | undefined, string | null>;
  /** The uploaded image behind `logo_url` (0022); null when there is none or it is an outside URL. */
  logo_file_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** `invited`: no usable password until the mailed link is used; `removed`: kept for history only (0019). */
export type UserStatus = 'active' | 'disabled' | 'invited' | 'removed';

/** An agent's stored preferences; a missing key means "not chosen". */
export interface StoredUserPreferences {
  language?: string;
  theme?: 'light' | 'dark';
  mutedNotifications?: string[];
}

export interface UsersTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  email: string;
  password_hash: string;
  profile_picture: string | null;
  /** The uploaded image behind `profile_picture` (0022). */
  picture_file_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Language, theme and muted notification types the agent chose (0022); `{}` until they choose. */
  preferences: ColumnType<StoredUserPreferences, string | undefined, string>;
  /** Job title shown in user administration; null when none. */
  title: ColumnType<string | null, string | null | undefined, string | null>;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  /** 0032: which new tickets and customer replies the agent hears of; null: the default for their role. */
  notify_new_tickets: ColumnType<NotificationScope | null, NotificationScope | null | undefined, NotificationScope | null>;
  notify_customer_replies: ColumnType<NotificationScope | null, NotificationScope | null | undefined, NotificationScope | null>;
  /** `client`: the service user an OAuth client acts as (0021); never listed, picked or signed in. */
  kind: ColumnType<UserKind, UserKind | undefined, never>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type UserKind = 'agent' | 'client';

/** An integration's OAuth client (0021): acts as its service user `user_id` with the permissions of its roles. */
export interface OAuthClientsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  name: string;
  description: string | null;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** sha256 of the secret; the secret itself is shown once and never stored. */
  secret_hash: string;
  secret_rotated_at: ColumnType<Date, Date | undefined, Date>;
  /** 0024: null = every division; otherwise only these divisions of the organisation. */
  division_ids: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface OAuthClientRolesTable {
  organization_id: string;
  client_id: string;
  role_id: string;
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
  /** The divisions the role holds in (0023); null: every division. */
  division_ids: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
}

/** A part of an organisation that scopes access (0023); each organisation has one Home division. */
export interface DivisionsTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  is_home: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Business hours of an organisation (0025): weekly open intervals in `time_zone`, and holidays. */
export interface SchedulesTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  time_zone: string;
  weekly: Json<ScheduleWeeklyIntervalValue[]>;
  holidays: Json<ScheduleHolidayValue[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ScheduleWeeklyIntervalValue {
  day: 1 | 2 | 3 | 4 | 5 | 6 | 7;
  start: string;
  end: string;
}

export interface ScheduleHolidayValue {
  name: string;
  start: string;
  end: string;
  yearly: boolean;
}

/** A service level policy (0027): the first enabled one in `position` order whose conditions match a ticket applies. */
export interface SlaPoliciesTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  description: ColumnType<string | null, string | null | undefined, string | null>;
  position: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  schedule_id: string;
  conditions: Json<SlaConditions>;
  targets: Json<SlaTargets>;
  escalations: Json<SlaEscalation[]>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** A named team of agents tickets can be given to (0020). */
export interface UserGroupsTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  description: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** Its division (0023); null: the organisation's Home division. */
  division_id: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An agent's saved view of the tickets list (0033). */
export interface TicketViewsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  name: string;
  query: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** When a customer last opened a ticket of theirs in the hub (0034). */
export interface HubTicketReadsTable {
  ticket_id: string;
  customer_id: string;
  read_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface UserGroupMembersTable {
  group_id: string;
  user_id: string;
  organization_id: string;
  created_at: CreatedAt;
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

export type StatusKind = 'new' | 'open' | 'pending' | 'resolved' | 'closed';

export interface StatusesTable {
  id: Generated<string>;
  organization_id: string;
  /** The default name; `names` holds its translations by locale. */
  name: string;
  names: ColumnType<Partial<Record<string, string>>, string | undefined, string>;
  color: string;
  kind: StatusKind;
  position: number;
  /** One per organisation (partial unique index): what new tickets get. */
  is_default: Generated<boolean>;
  pauses_sla: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: Generated<Date>;
}

export interface CustomersTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  email: string;
  phone: string;
  /** Null for a customer an agent created, until they set a password through the reset link. */
  password_hash: string | null;
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

/** A customer sign-in (migration 0013): like `sessions`, one family of rotated refresh tokens; its id is the `sid` claim. */
export interface CustomerSessionsTable {
  id: Generated<string>;
  organization_id: string;
  customer_id: string;
  /** `customers.token_version` at sign-in; a password reset bumps the customer's and ends the session. */
  token_version: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
  revoked_at: NullableTimestamp;
}

/** The same columns as the agents' refresh tokens; `session_id` refers to `customer_sessions`. */
export type CustomerRefreshTokensTable = RefreshTokensTable;

/** A registration waiting for its emailed code (migration 0012); customers are untouched until then. */
export interface PendingRegistrationsTable {
  id: string;
  organization_id: string;
  email: string;
  name: string;
  phone: string;
  password_hash: string;
  locale: string;
  /** False when the address already had a verified account: it can never complete. */
  completable: boolean;
  otp_hash: string;
  otp_expires_at: Date;
  otp_sent_at: Date;
  otp_attempts: ColumnType<number, number | undefined, number>;
  expires_at: Date;
  completed_at: NullableTimestamp;
  created_at: ColumnType<Date, Date, never>;
}

/** Verification mail sent and wrong codes entered, per lower-cased address (the caps count them). */
export interface RegistrationEventsTable {
  id: Generated<string>;
  organization_id: string;
  address: string;
  kind: 'mail' | 'otp_failure';
  created_at: ColumnType<Date, Date, never>;
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

/** An agent's password reset link (selector and the hash of its secret half). */
export interface AgentPasswordResetsTable {
  id: Generated<string>;
  organization_id: string;
  user_id: string;
  selector: string;
  verifier_hash: string;
  expires_at: Date;
  used_at: NullableTimestamp;
  /** `invite`: an invitation's set-password link (0019); `reset`: a forgotten password's. */
  purpose: ColumnType<AgentLinkPurpose, AgentLinkPurpose | undefined, never>;
  created_at: CreatedAt;
}

export type AgentLinkPurpose = 'reset' | 'invite';

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
  /** Ticket mail (0007): its own sender, copies and threading headers; null for account mail. */
  from_address: ColumnType<string | null, string | null | undefined, string | null>;
  reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  cc_address: ColumnType<string | null, string | null | undefined, string | null>;
  in_reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  references_header: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Its division (0023); null: the organisation's Home division. */
  division_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The seeded sample it is (0035: billing, delivery, technical_issue), shown in the reader's language while untouched; null otherwise. */
  sample_key: ColumnType<string | null, string | null | undefined, string | null>;
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

export interface TicketCountersTable {
  organization_id: string;
  next_serial: ColumnType<number, number | undefined, number>;
}

export type TicketPriorityValue = 'Low' | 'Medium' | 'High' | 'Critical';

/** A category value with its field definition as it was when the ticket was raised. */
export interface TicketFieldValue {
  id: string;
  key: string;
  name: string;
  type: string;
  value: unknown;
  /** Choice fields: the labels of the chosen options then, so renamed or removed options still read right. */
  labels?: string[];
}

export interface TicketsTable {
  id: Generated<string>;
  organization_id: string;
  serial_number: number;
  customer_id: string | null;
  category_id: string | null;
  title: string;
  description: string;
  priority: TicketPriorityValue | null;
  status_id: string;
  assignee_id: ColumnType<string | null, string | null | undefined, string | null>;
  user_group_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Its division (0023); null: the organisation's Home division. */
  division_id: ColumnType<string | null, string | null | undefined, string | null>;
  fields: Json<TicketFieldValue[]>;
  resolution_due_date: NullableTimestamp;
  /** 0028: an agent set the resolution date; the service-level policy leaves it alone. */
  resolution_due_overridden: ColumnType<boolean, boolean | undefined, boolean>;
  /** Set when the ticket was merged into another. */
  merged_into_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** 0029: how it came in: `agent`, `hub` or `email`. */
  channel: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One change to a ticket: who, when, which field, from → to (display-ready JSON). */
export interface TicketHistoryTable {
  id: Generated<string>;
  organization_id: string;
  ticket_id: string;
  user_id: string | null;
  customer_id: string | null;
  actor_name: string;
  field: string;
  from_value: ColumnType<unknown, string | null, string | null>;
  to_value: ColumnType<unknown, string | null, string | null>;
  created_at: CreatedAt;
}

/** An internal note on a ticket: agents only, never shown to customers. */
export interface TicketCommentsTable {
  id: Generated<string>;
  organization_id: string;
  ticket_id: string;
  user_id: string | null;
  author_name: string;
  text: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TicketCommentMentionsTable {
  comment_id: string;
  user_id: string;
}

export type MessageRecipientValue = string | { name?: string; email: string };
export interface MessageAttachmentValue {
  fileName: string;
  fileType: string;
  fileUrl: string;
  fileSize: number;
}

export interface TicketMessagesTable {
  id: Generated<string>;
  organization_id: string;
  ticket_id: string;
  sent_by: 'customer' | 'agent';
  customer_id: string | null;
  user_id: string | null;
  author_name: string;
  status: 'draft' | 'sent';
  channel: ColumnType<string, string | undefined, string>;
  body_html: string;
  email_from: string | null;
  email_from_name: string | null;
  email_to: Json<MessageRecipientValue[]>;
  email_cc: Json<MessageRecipientValue[]>;
  subject: string | null;
  attachments: Json<MessageAttachmentValue[]>;
  sent_at: NullableTimestamp;
  /** Set on the message a merge made of a source ticket's description: that ticket and its number. */
  merged_from_ticket_id: ColumnType<string | null, string | null | undefined, string | null>;
  merged_from_serial: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface IdempotencyKeysTable {
  organization_id: string;
  /** `customer:<id>` or `user:<id>`. */
  actor: string;
  key: string;
  request_hash: string;
  status_code: number;
  /** The first answer, as sent; null when `ticket_id` names what the request created instead. */
  response: ColumnType<unknown, string | null | undefined, string | null>;
  /** The ticket a hub complaint's claim created (a retry is answered with it as it is now); not a foreign key: it may since be deleted. */
  ticket_id: string | null;
  created_at: CreatedAt;
}

export interface DomainEventsTable {
  id: Generated<string>;
  organization_id: string;
  type: string;
  payload: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  processed_at: NullableTimestamp;
}

export interface FilesTable {
  id: Generated<string>;
  organization_id: string;
  folder: string;
  file_name: string;
  storage_key: string;
  content_type: string;
  size: ColumnType<number | null, number | null | undefined, number | null>;
  secured: boolean;
  created_by: string;
  upload_expires_at: Date;
  uploaded_at: NullableTimestamp;
  /** First time a saved message referred to the file; unattached uploads are swept after a grace period. */
  attached_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** One notification for one agent, raised from a domain event. */
export interface NotificationsTable {
  id: Generated<string>;
  organization_id: string;
  recipient_id: string;
  type: string;
  header: string;
  message: string;
  ticket_id: string | null;
  actor_user_id: string | null;
  actor_customer_id: string | null;
  /** The domain event it came from; unique per recipient, so processing is idempotent. */
  source_event_id: string;
  is_read: ColumnType<boolean, boolean | undefined, boolean>;
  read_at: NullableTimestamp;
  /** When the event happened (the event's own time, not the processing round's). */
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** Sign-in throttle counters (migration 0011); times in epoch milliseconds. */
export interface AuthThrottleTable {
  key: string;
  count: number;
  blocked_until: ColumnType<string | null, number | null | undefined, number | null>;
  expires_at: ColumnType<string, number, number>;
}

/** Who changed an administration resource, what and when (0018); inserted, never updated. */
export interface AuditLogTable {
  id: Generated<string>;
  organization_id: string;
  actor_kind: 'user' | 'client' | 'system';
  actor_id: string | null;
  actor_name: string;
  entity_type: string;
  entity_id: string;
  entity_name: string | null;
  action: string;
  before: ColumnType<Record<string, unknown> | null, string | null, never>;
  after: ColumnType<Record<string, unknown> | null, string | null, never>;
  created_at: CreatedAt;
}

export interface Database {
  ticket_views: TicketViewsTable;
  hub_ticket_reads: HubTicketReadsTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  oauth_clients: OAuthClientsTable;
  oauth_client_roles: OAuthClientRolesTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  statuses: StatusesTable;
  customers: CustomersTable;
  customer_sessions: CustomerSessionsTable;
  customer_refresh_tokens: CustomerRefreshTokensTable;
  password_resets: PasswordResetsTable;
  agent_password_resets: AgentPasswordResetsTable;
  pending_registrations: PendingRegistrationsTable;
  registration_events: RegistrationEventsTable;
  mail_outbox: MailOutboxTable;
  categories: CategoriesTable;
  category_fields: CategoryFieldsTable;
  ticket_counters: TicketCountersTable;
  tickets: TicketsTable;
  ticket_messages: TicketMessagesTable;
  idempotency_keys: IdempotencyKeysTable;
  domain_events: DomainEventsTable;
  files: FilesTable;
  ticket_history: TicketHistoryTable;
  ticket_comments: TicketCommentsTable;
  ticket_comment_mentions: TicketCommentMentionsTable;
  notifications: NotificationsTable;
  auth_throttle: AuthThrottleTable;
  audit_log: AuditLogTable;
  divisions: DivisionsTable;
  schedules: SchedulesTable;
  sla_policies: SlaPoliciesTable;
  ticket_slas: TicketSlasTable;
  analytics_deltas: AnalyticsDeltasTable;
  analytics_rollup: AnalyticsRollupTable;
  analytics_open_counts: AnalyticsOpenCountsTable;
  sla_escalations: SlaEscalationsTable;
  user_groups: UserGroupsTable;
  user_group_members: UserGroupMembersTable;
}

/** 0028: where a ticket's service-level clock stands and the due dates that follow (null: met, paused or no target). */
export interface TicketSlasTable {
  ticket_id: string;
  organization_id: string;
  policy_id: string | null;
  started_at: ColumnType<Date, Date, Date>;
  paused_at: NullableTimestamp;
  /** Business milliseconds of finished pauses (bigint: the driver may answer a string). */
  paused_ms: ColumnType<string | number, number | undefined, number>;
  first_response_at: NullableTimestamp;
  next_response_started_at: NullableTimestamp;
  next_response_pause_base: ColumnType<string | number, number | undefined, number>;
  resolved_at: NullableTimestamp;
  first_response_due_at: NullableTimestamp;
  next_response_due_at: NullableTimestamp;
  resolution_due_at: NullableTimestamp;
  next_due_at: NullableTimestamp;
  /** 0029: a target was met after its due date (the ticket counts as a missed SLA once resolved). */
  missed: ColumnType<boolean, boolean | undefined, boolean>;
  stale: ColumnType<boolean, boolean | undefined, boolean>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** 0029: one change that moves a dashboard figure, written by triggers; folded into the rollup and deleted. */
export interface AnalyticsDeltasTable {
  id: ColumnType<string, never, never>;
  organization_id: string;
  ticket_id: string;
  at: ColumnType<Date, Date | string, never>;
  ticket_created_at: ColumnType<Date, Date | string, never>;
  division_id: string | null;
  category_id: string | null;
  user_group_id: string | null;
  assignee_id: string | null;
  priority: string | null;
  channel: string;
  status_id: string | null;
  created: ColumnType<number, number | undefined, never>;
  resolved: ColumnType<number, number | undefined, never>;
  reopened: ColumnType<number, number | undefined, never>;
  responded: ColumnType<number, number | undefined, never>;
  open_delta: ColumnType<number, number | undefined, never>;
}

/** 0029: figures per organisation × grain × local bucket × division × dimension value. */
export interface AnalyticsRollupTable {
  organization_id: string;
  grain: 'hour' | 'day';
  /** Local start of the bucket in the organisation's time zone (timestamp without zone). */
  bucket: ColumnType<Date, string, string>;
  division_id: string | null;
  dimension: 'all' | 'category' | 'group' | 'agent' | 'priority' | 'channel';
  dimension_value: string | null;
  created: number;
  resolved: number;
  reopened: number;
  open_delta: number;
  responded: number;
  /** bigint: the driver may answer a string. */
  response_seconds: ColumnType<string | number, number, number>;
  response_histogram: number[];
  resolution_seconds: ColumnType<string | number, number, number>;
  resolution_histogram: number[];
  sla_met: number;
  sla_breached: number;
}

/** 0029: open tickets per division × status × priority × category × group × assignee. */
export interface AnalyticsOpenCountsTable {
  organization_id: string;
  division_id: string | null;
  status_id: string;
  priority: string | null;
  category_id: string | null;
  user_group_id: string | null;
  assignee_id: string | null;
  count: number;
}

/** 0028: an escalation planned for a ticket's service-level period; `fired_at` once it fired. */
export interface SlaEscalationsTable {
  id: Generated<string>;
  organization_id: string;
  ticket_id: string;
  target: 'firstResponse' | 'nextResponse' | 'resolution';
  timing: 'before' | 'onTime' | 'after';
  rule_index: number;
  cycle_start: ColumnType<Date, Date, Date>;
  due_at: ColumnType<Date, Date, Date>;
  rule: Json<Record<string, unknown>>;
  fired_at: NullableTimestamp;
  created_at: CreatedAt;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type RoleRow = Selectable<RolesTable>;
export type OrganizationRow = Selectable<OrganizationsTable>;
export type CustomerRow = Selectable<CustomersTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;
export type TicketRow = Selectable<TicketsTable>;
export type TicketMessageRow = Selectable<TicketMessagesTable>;
export type FileRow = Selectable<FilesTable>;
