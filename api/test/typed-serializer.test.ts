import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TicketSearchResponseSchema, type AgentTicket, type TicketSearchResponse } from '@switchboard/shared/contracts';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { nullableForSerialization, typedSerializerCompiler } from '../src/plugins/typed-serializer.js';

// The tickets list is written from its schema with "this or null" as nullable types: the same JSON,
// without asking a validator which branch each value takes.

const ticket = (n: number, full: boolean): AgentTicket => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  serialNumber: n,
  title: `Ticket "${n}" \u2028 ünïcödé`,
  description: full ? 'A description' : '',
  priority: full ? 'High' : null,
  status: { id: 's', name: 'Open', color: '#1677ff', kind: 'open' },
  category: full ? { id: 'c', name: 'Billing' } : null,
  fields: full ? [{ id: 'f', key: 'size', name: 'Size', type: 'number', value: 12.5, text: '12.50' }] : [],
  customer: full ? { id: 'u', name: 'Cass', email: 'cass@example.com' } : null,
  assignee: full ? { id: 'a', name: 'Ann', email: 'ann@example.com' } : null,
  userGroupId: full ? 'g' : null,
  userGroup: full ? { id: 'g', name: 'First line' } : null,
  resolutionDueDate: full ? '2026-11-30T10:00:00.000Z' : null,
  resolutionDueOverridden: full,
  sla: full ? { policy: { id: 'p', name: 'Gold' }, target: 'resolution', dueAt: '2026-11-30T10:00:00.000Z', remainingMs: -5, breached: true, paused: false, running: true, resolved: false } : null,
  division: { id: 'd', name: 'Home' },
  mergedIntoId: full ? 'm' : null,
  addedDate: '2026-11-01T10:00:00.000Z',
  updatedDate: '2026-11-02T10:00:00.000Z',
}) as AgentTicket;

describe('typed serializer of the tickets list', () => {
  test('writes what the schema as written writes, and what JSON.stringify writes, with every nullable part set and empty', () => {
    const route = { schema: TicketSearchResponseSchema, method: 'POST', url: '/v1/tickets/search', httpStatus: '200' };
    const serialize = typedSerializerCompiler(route);
    const asWritten = SerializerSelector()()(route);
    const page: TicketSearchResponse = { entities: [ticket(1, true), ticket(2, false)], totalCount: 2, totalCountCapped: false, pageNumber: 1, pageSize: 25 };
    assert.equal(serialize(page), asWritten(page));
    assert.deepEqual(JSON.parse(serialize(page)), JSON.parse(JSON.stringify(page)));
  });

  test('no "this or null" is left as a choice between schemas', () => {
    const before = JSON.stringify(TicketSearchResponseSchema);
    const after = JSON.stringify(nullableForSerialization(JSON.parse(before)));
    assert.match(before, /"anyOf"/);
    assert.doesNotMatch(after, /"anyOf"/);
  });

  test('a union of different types stays a union', () => {
    const mixed = { anyOf: [{ type: 'object', properties: {} }, { type: 'string' }, { type: 'null' }] };
    assert.deepEqual(nullableForSerialization(mixed), mixed);
    assert.deepEqual(nullableForSerialization({ anyOf: [{ const: 'a', type: 'string' }, { const: 'b', type: 'string' }, { type: 'null' }] }), { type: 'string', nullable: true });
  });
});
