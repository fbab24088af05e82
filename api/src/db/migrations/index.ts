import type { Migration } from 'kysely/migration';
import * as foundation from './0001_foundation.js';
import * as customerHub from './0002_customer_hub.js';
import * as ticketsMessagesFiles from './0003_tickets_messages_files.js';
import * as agentWorkspace from './0004_agent_workspace.js';
import * as ticketSearch from './0005_ticket_search.js';
import * as customersAdmin from './0006_customers_admin.js';
import * as ticketMailThreading from './0007_ticket_mail_threading.js';
import * as searchPerformance from './0008_search_performance.js';
import * as notifications from './0009_notifications.js';
import * as domainEventRetention from './0010_domain_event_retention.js';
import * as authThrottle from './0011_auth_throttle.js';
import * as pendingRegistrations from './0012_pending_registrations.js';
import * as sessionCookies from './0013_session_cookies.js';
import * as quotasAndFileAccess from './0014_quotas_and_file_access.js';
import * as organizationSettings from './0015_organization_settings.js';
import * as agentPasswordResets from './0016_agent_password_resets.js';
import * as userTitle from './0017_user_title.js';
import * as auditLog from './0018_audit_log.js';
import * as userInvitations from './0019_user_invitations.js';
import * as userGroups from './0020_user_groups.js';
import * as oauthClients from './0021_oauth_clients.js';
import * as profilesAndLogos from './0022_profiles_and_logos.js';
import * as divisions from './0023_divisions.js';
import * as oauthClientDivisions from './0024_oauth_client_divisions.js';
import * as schedules from './0025_schedules.js';
import * as statusAdministration from './0026_status_administration.js';
import * as slaPolicies from './0027_sla_policies.js';
import * as slaEngine from './0028_sla_engine.js';
import * as analytics from './0029_analytics.js';
import * as searchPeopleAndFields from './0030_search_people_and_fields.js';
import * as ticketViews from './0033_ticket_views.js';
import * as mergeNotices from './0031_merge_notices.js';
import * as notificationChoices from './0032_notification_choices.js';
import * as hubTicketReads from './0034_hub_ticket_reads.js';
import * as sampleCategoryKeys from './0035_sample_category_keys.js';
import * as ticketSearchDocuments from './0036_ticket_search_documents.js';
import * as idempotencyClaims from './0037_idempotency_claims.js';

/** Every migration in order. Listed statically so they run the same under tsx and from dist. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_customer_hub': customerHub,
  '0003_tickets_messages_files': ticketsMessagesFiles,
  '0004_agent_workspace': agentWorkspace,
  '0005_ticket_search': ticketSearch,
  '0006_customers_admin': customersAdmin,
  '0007_ticket_mail_threading': ticketMailThreading,
  '0008_search_performance': searchPerformance,
  '0009_notifications': notifications,
  '0010_domain_event_retention': domainEventRetention,
  '0011_auth_throttle': authThrottle,
  '0012_pending_registrations': pendingRegistrations,
  '0013_session_cookies': sessionCookies,
  '0014_quotas_and_file_access': quotasAndFileAccess,
  '0015_organization_settings': organizationSettings,
  '0016_agent_password_resets': agentPasswordResets,
  '0017_user_title': userTitle,
  '0018_audit_log': auditLog,
  '0019_user_invitations': userInvitations,
  '0020_user_groups': userGroups,
  '0021_oauth_clients': oauthClients,
  '0022_profiles_and_logos': profilesAndLogos,
  '0023_divisions': divisions,
  '0024_oauth_client_divisions': oauthClientDivisions,
  '0025_schedules': schedules,
  '0026_status_administration': statusAdministration,
  '0027_sla_policies': slaPolicies,
  '0028_sla_engine': slaEngine,
  '0029_analytics': analytics,
  '0030_search_people_and_fields': searchPeopleAndFields,
  '0031_merge_notices': mergeNotices,
  '0032_notification_choices': notificationChoices,
  '0033_ticket_views': ticketViews,
  '0034_hub_ticket_reads': hubTicketReads,
  '0035_sample_category_keys': sampleCategoryKeys,
  '0036_ticket_search_documents': ticketSearchDocuments,
  '0037_idempotency_claims': idempotencyClaims,
};
