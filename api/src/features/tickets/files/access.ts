import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../../db/index.js';
import { divisionScope, ticketsInScope } from '../shared/division-scope.js';

/** Who asks for a file by id (bearer download). */
export type FileReader =
  | { kind: 'customer'; organizationId: string; customerId: string }
  | { kind: 'agent'; organizationId: string; userId: string; permissions: readonly string[]; clientId?: string };

/** The `created_by` of files uploaded by this reader. */
export const uploaderOf = (reader: FileReader) => (reader.kind === 'customer' ? `customer:${reader.customerId}` : `user:${reader.userId}`);

/**
 * A message refers to a file when its body (an `<img src>`) or one of its attachments links to
 * `/api/v1/files/<id>` (the bearer URL or the signed `/content` link, relative or absolute).
 * `fileId` must be a UUID (the route validates it), so it carries no LIKE wildcards.
 */
export function messageRefersToFile(eb: ExpressionBuilder<Database, 'ticket_messages'>, fileId: string): Expression<SqlBool> {
  const needle = `%/api/v1/files/${fileId.toLowerCase()}%`;
  return eb.or([sql<SqlBool>`lower(${eb.ref('ticket_messages.body_html')}) like ${needle}`, sql<SqlBool>`lower(cast(${eb.ref('ticket_messages.attachments')} as text)) like ${needle}`]);
}

/**
 * True when the reader may download the file by id: their own upload, or a file referred to by a
 * message they can see. Customers see the sent messages of their own tickets and their own drafts;
 * agents see every sent message and every agent draft of the tickets in divisions where they hold
 * `tickets:messages:view`.
 * The file must belong to the reader's organisation in any case.
 */
export async function canReadFile(db: Kysely<Database>, reader: FileReader, file: { id: string; organization_id: string; created_by: string }): Promise<boolean> {
  if (file.organization_id !== reader.organizationId) return false;
  if (file.created_by === uploaderOf(reader)) return true;
  if (reader.kind === 'agent' && !reader.permissions.includes('tickets:messages:view')) return false;
  let query = db
    .selectFrom('ticket_messages')
    .select('ticket_messages.id')
    .where('ticket_messages.organization_id', '=', reader.organizationId)
    .where((eb) => messageRefersToFile(eb, file.id));
  if (reader.kind === 'customer') {
    query = query
      .innerJoin('tickets', 'tickets.id', 'ticket_messages.ticket_id')
      .where('tickets.customer_id', '=', reader.customerId)
      .where((eb) => eb.or([eb('ticket_messages.status', '=', 'sent'), eb.and([eb('ticket_messages.sent_by', '=', 'customer'), eb('ticket_messages.customer_id', '=', reader.customerId)])]));
  } else {
    const scope = await divisionScope(db, reader, 'tickets:messages:view');
    // A customer's unsent draft is invisible to agents.
    query = query
      .where((eb) => eb.or([eb('ticket_messages.status', '=', 'sent'), eb('ticket_messages.sent_by', '=', 'agent')]))
      .where('ticket_messages.ticket_id', 'in', db.selectFrom('tickets').select('tickets.id').where('tickets.organization_id', '=', reader.organizationId).where(ticketsInScope(scope)));
  }
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

/** `/api/v1/files/<uuid>` anywhere in a text: the bearer URL or the signed `/content` link, relative or absolute. */
const FILE_LINK = /\/api\/v1\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** The ids of the files a text links to (lower case, each once). */
export function linkedFileIds(text: string): string[] {
  return [...new Set([...text.matchAll(FILE_LINK)].map((match) => match[1]!.toLowerCase()))];
}

/**
 * Of these file ids, the files of the reader's organisation they may NOT link in a message. A message
 * linking a file opens it to everyone who sees the message, so its author must be able to read the
 * file already (their upload, or a file of a message they see). Ids of no file of the organisation
 * open nothing (reads check the organisation; ids are random), so they are left alone.
 */
export async function unshareableFileIds(db: Kysely<Database>, reader: FileReader, ids: readonly string[]): Promise<Set<string>> {
  const refused = new Set<string>();
  if (ids.length === 0) return refused;
  const rows = await db.selectFrom('files').select(['id', 'organization_id', 'created_by']).where('organization_id', '=', reader.organizationId).where('id', 'in', [...ids]).execute();
  const found = new Map(rows.map((row) => [String(row.id).toLowerCase(), row]));
  for (const id of ids) {
    const row = found.get(id);
    if (row && !(await canReadFile(db, reader, { ...row, id }))) refused.add(id);
  }
  return refused;
}
