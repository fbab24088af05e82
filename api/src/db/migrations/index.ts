import type { Migration } from 'kysely/migration';
import * as foundation from './0001_foundation.js';
import * as customerHub from './0002_customer_hub.js';
import * as ticketsMessagesFiles from './0003_tickets_messages_files.js';
import * as agentWorkspace from './0004_agent_workspace.js';
import * as ticketSearch from './0005_ticket_search.js';
import * as customersAdmin from './0006_customers_admin.js';
import * as ticketMailThreading from './0007_ticket_mail_threading.js';

/** Every migration in order. Listed statically so they run the same under tsx and from dist. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_customer_hub': customerHub,
  '0003_tickets_messages_files': ticketsMessagesFiles,
  '0004_agent_workspace': agentWorkspace,
  '0005_ticket_search': ticketSearch,
  '0006_customers_admin': customersAdmin,
  '0007_ticket_mail_threading': ticketMailThreading,
};
