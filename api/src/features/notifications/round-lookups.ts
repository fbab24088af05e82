import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/index.js';

/** What the rules need to know of an event's ticket. */
export interface TicketFacts {
  id: string;
  organization_id: string;
  title: string;
  description: string;
  assignee_id: string | null;
  user_group_id: string | null;
  division_id: string | null;
  created_at: Date;
}

/** The assignee and group a new ticket's creation gave it. */
export interface CreationState {
  assignee_id: string | null;
  user_group_id: string | null;
}

interface RoundEvent {
  id: string;
  organization_id: string;
  type: string;
  payload: Record<string, unknown>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.length > 0 ? value : undefined);

/**
 * What the events of one processing round look up, read for the whole round at once: the tickets
 * they name, the creation state and customer of new tickets; and the answer to a question asked by
 * several events (who chose new tickets, who may see a division, who muted what) kept for the round.
 * A round is one transaction of at most a few dozen events, so what it keeps is small and as fresh
 * as a statement of the round would read it. Without `load` (one event on its own) every lookup is
 * its own query.
 */
export class RoundLookups {
  private readonly answers = new Map<string, Promise<unknown>>();
  private tickets: Map<string, TicketFacts> | undefined;
  private creations: Map<string, CreationState> | undefined;
  private customerNames: Map<string, string> | undefined;

  constructor(private readonly trx: Kysely<Database>) {}

  /** Reads, in three statements, what the round's events will ask for one by one. */
  async load(events: readonly RoundEvent[]): Promise<this> {
    const ticketIds = [...new Set(events.map((event) => text(event.payload.ticketId)).filter((id): id is string => id !== undefined))];
    this.tickets = new Map();
    if (ticketIds.length > 0) {
      const rows = await this.ticketQuery().where('id', 'in', ticketIds).execute();
      for (const row of rows) this.tickets.set(row.id, row);
    }
    const created = events.filter((event) => event.type === 'ticket.created');
    this.creations = await this.creationStatesOf(created);
    this.customerNames = new Map();
    if (created.length === 0) return this;
    const customerIds = [...new Set(created.filter((event) => !text(event.payload.createdBy)).map((event) => text(event.payload.customerId)).filter((id): id is string => id !== undefined))];
    if (customerIds.length > 0) {
      const customers = await this.trx.selectFrom('customers').select(['id', 'organization_id', 'name']).where('id', 'in', customerIds).execute();
      for (const customer of customers) this.customerNames.set(`${customer.organization_id}:${customer.id}`, customer.name);
    }
    return this;
  }

  /** The event's ticket, when it names one of the event's organisation. */
  async ticket(event: RoundEvent): Promise<TicketFacts | undefined> {
    const ticketId = text(event.payload.ticketId);
    if (!ticketId) return undefined;
    const ticket = this.tickets ? this.tickets.get(ticketId) : await this.ticketQuery().where('id', '=', ticketId).executeTakeFirst();
    return ticket && ticket.organization_id === event.organization_id ? ticket : undefined;
  }

  /**
   * Who had a new ticket when it was created: the assignee and group its creation gave it (the
   * `ticket.assigned` / `ticket.groupAssigned` events of the same transaction), not what it has by
   * the time the event is processed: a ticket moved right after is told of by the move.
   */
  async creationState(event: RoundEvent): Promise<CreationState> {
    return this.creations?.get(event.id) ?? (await this.creationStatesOf([event])).get(event.id)!;
  }

  /** The creation state of each `ticket.created` event, in one statement. */
  private async creationStatesOf(created: readonly RoundEvent[]): Promise<Map<string, CreationState>> {
    const states = new Map<string, CreationState>(created.map((event) => [event.id, { assignee_id: null, user_group_id: null }]));
    if (created.length === 0) return states;
    // Events of the creating transaction are still pending (they come after it in order) and carry
    // its time, compared in the database: its timestamps are finer than a JavaScript date.
    const siblings = await this.trx
      .selectFrom('domain_events as created')
      .innerJoin('domain_events as sibling', (join) =>
        join
          .onRef('sibling.created_at', '=', 'created.created_at')
          .onRef('sibling.organization_id', '=', 'created.organization_id')
          .on(sql<boolean>`sibling.payload->>'ticketId' = created.payload->>'ticketId'`),
      )
      .select(['created.id as event_id', 'sibling.type', 'sibling.payload'])
      .where('created.id', 'in', created.map((event) => event.id))
      .where('sibling.processed_at', 'is', null)
      .where('sibling.type', 'in', ['ticket.assigned', 'ticket.groupAssigned'])
      .execute();
    for (const row of siblings) {
      const state = states.get(row.event_id)!;
      const payload = (row.payload ?? {}) as Record<string, unknown>;
      if (row.type === 'ticket.assigned') state.assignee_id = text(payload.assigneeId) ?? null;
      else state.user_group_id = text(payload.userGroupId) ?? null;
    }
    return states;
  }

  /** A customer's name, if they are of the organisation. */
  async customerName(organizationId: string, customerId: string): Promise<string | undefined> {
    const key = `${organizationId}:${customerId}`;
    if (this.customerNames?.has(key)) return this.customerNames.get(key);
    return this.once(`customer:${key}`, async () => {
      const row = await this.trx.selectFrom('customers').select('name').where('id', '=', customerId).where('organization_id', '=', organizationId).executeTakeFirst();
      return row?.name;
    });
  }

  /** The answer to `read` for `key`, asked once in the round. */
  once<T>(key: string, read: () => Promise<T>): Promise<T> {
    let answer = this.answers.get(key) as Promise<T> | undefined;
    if (!answer) {
      answer = read();
      this.answers.set(key, answer);
    }
    return answer;
  }

  private ticketQuery() {
    return this.trx.selectFrom('tickets').select(['id', 'organization_id', 'title', 'description', 'assignee_id', 'user_group_id', 'division_id', 'created_at']);
  }
}
