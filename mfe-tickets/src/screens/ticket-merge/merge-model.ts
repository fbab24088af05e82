import { MERGE_MAX_SOURCES, paths, type AgentTicket, type MergeTicketsRequest } from '@switchboard/shared/contracts';

// The merge screen's rules, kept pure so tests and the screen read the same ones.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a link to the merge screen preselects. */
export interface MergeParams {
  /** The ticket to keep. */
  target: string | null;
  /** Tickets to merge (the target excluded), in link order, without repeats. */
  ids: string[];
}

/**
 * `?ids=<uuid>,<uuid>&target=<uuid>`: ids that are not UUIDs are dropped (a hand-edited link must not
 * reach the API), repeats and the target are removed, and at most MERGE_MAX_SOURCES + 1 are kept.
 */
export function parseMergeParams(search: string | URLSearchParams): MergeParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const rawTarget = params.get('target')?.trim().toLowerCase() ?? '';
  const target = UUID.test(rawTarget) ? rawTarget : null;
  const ids: string[] = [];
  for (const part of (params.get('ids') ?? '').split(',')) {
    const id = part.trim().toLowerCase();
    if (UUID.test(id) && id !== target && !ids.includes(id)) ids.push(id);
  }
  return { target, ids: ids.slice(0, MERGE_MAX_SOURCES + 1) };
}

/** The merge screen's path with a preselection (used by the list's bulk action and the details header). */
export function mergePath({ ids = [], target = null }: Partial<MergeParams>): string {
  const params = new URLSearchParams();
  if (target) params.set('target', target);
  if (ids.length) params.set('ids', ids.join(','));
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `${paths.ticketsMerge()}?${search}` : paths.ticketsMerge();
}

/** Why a ticket cannot be merged into the target (null: it can). */
export type SourceIssue = 'alreadyMerged' | 'isTarget' | 'otherCustomer';

/** Why a ticket cannot be the target (null: it can). */
export type TargetIssue = 'alreadyMerged';

const customerOf = (ticket: AgentTicket) => ticket.customer?.id ?? null;

/** The API's rules, checked before asking it: one customer only (no customer reads another's thread), never merged twice. */
export function sourceIssue(target: AgentTicket | null, ticket: AgentTicket): SourceIssue | null {
  if (ticket.mergedIntoId) return 'alreadyMerged';
  if (!target) return null;
  if (ticket.id === target.id) return 'isTarget';
  if (customerOf(ticket) !== customerOf(target)) return 'otherCustomer';
  return null;
}

export function targetIssue(ticket: AgentTicket): TargetIssue | null {
  return ticket.mergedIntoId ? 'alreadyMerged' : null;
}

/**
 * Whose tickets the pickers offer: the target's customer, else the customer of the first selected
 * ticket. `undefined` when nothing is chosen yet; `null` for tickets without a customer.
 */
export function customerScope(target: AgentTicket | null, sources: AgentTicket[]): AgentTicket['customer'] | undefined {
  if (target) return target.customer;
  const first = sources.find((ticket) => !ticket.mergedIntoId);
  return first ? first.customer : undefined;
}

/** The selection on screen: the target and the tickets picked to go into it. */
export interface MergeSelection {
  target: AgentTicket | null;
  sources: AgentTicket[];
}

/**
 * The preselection of a link once its tickets are loaded: the named target, else (two or more ids, as
 * from the list's bulk action) the oldest ticket — the original conversation — and the rest as sources.
 * One id alone (from a ticket's "Merge") is a source: the agent picks the target.
 */
export function preselect(params: MergeParams, loaded: AgentTicket[]): MergeSelection {
  const byId = new Map(loaded.map((ticket) => [ticket.id.toLowerCase(), ticket]));
  let target = params.target ? (byId.get(params.target) ?? null) : null;
  const picked = params.ids.map((id) => byId.get(id)).filter((ticket): ticket is AgentTicket => Boolean(ticket));
  if (!params.target && picked.length >= 2) {
    const candidates = picked.filter((ticket) => !targetIssue(ticket));
    target = [...(candidates.length ? candidates : picked)].sort((a, b) => a.serialNumber - b.serialNumber)[0];
  }
  return { target, sources: picked.filter((ticket) => ticket.id !== target?.id) };
}

/** The sources the API will take (the others stay on screen with their reason). */
export function eligibleSources({ target, sources }: MergeSelection): AgentTicket[] {
  return sources.filter((ticket) => !sourceIssue(target, ticket));
}

/** The request body, or null while the selection cannot be merged. */
export function mergeRequest(selection: MergeSelection): MergeTicketsRequest | null {
  const { target } = selection;
  if (!target || targetIssue(target)) return null;
  const sources = eligibleSources(selection);
  if (!sources.length) return null;
  return { targetId: target.id, sourceIds: sources.slice(0, MERGE_MAX_SOURCES).map((ticket) => ticket.id) };
}

/** `target` becomes the target; the previous target joins the sources in its place. */
export function makeTarget(selection: MergeSelection, ticket: AgentTicket): MergeSelection {
  const sources = selection.sources.filter((source) => source.id !== ticket.id);
  if (selection.target && selection.target.id !== ticket.id) sources.unshift(selection.target);
  return { target: ticket, sources };
}

export function addSource(selection: MergeSelection, ticket: AgentTicket): MergeSelection {
  if (selection.target?.id === ticket.id || selection.sources.some((source) => source.id === ticket.id)) return selection;
  if (selection.sources.length >= MERGE_MAX_SOURCES) return selection;
  return { ...selection, sources: [...selection.sources, ticket] };
}

export function removeSource(selection: MergeSelection, id: string): MergeSelection {
  return { ...selection, sources: selection.sources.filter((source) => source.id !== id) };
}

/** A failed merge's field pointer (`/sourceIds/<i>`) as the ticket it names. */
export function sourceOfField(request: MergeTicketsRequest, field: string | undefined): string | undefined {
  const match = /^\/sourceIds\/(\d+)$/.exec(field ?? '');
  return match ? request.sourceIds[Number(match[1])] : undefined;
}

/**
 * Messages a source brings to the target: its own, plus its description, which the merge carries into
 * the target's thread as a message of its customer (none without a customer or without text).
 */
export function messagesCarried(ticket: Pick<AgentTicket, 'customer' | 'description'>, ownMessages: number | undefined): number | undefined {
  if (ownMessages === undefined) return undefined;
  return ownMessages + (ticket.customer && ticket.description.trim() ? 1 : 0);
}
