import { i18n, initI18n, registerNamespace } from '@switchboard/shared/i18n';
import type { TicketHistoryEntry } from '@switchboard/shared/contracts';
import { feature } from '../../feature';
import { describeHistoryEntry } from './history-text';

const entry = (field: string, from: unknown, to: unknown): TicketHistoryEntry => ({ id: 'h', field, from, to, actor: { type: 'agent', id: 'a', name: 'Ana' }, addedDate: '2026-11-20T10:00:00Z' });

beforeAll(async () => {
  await initI18n();
  await registerNamespace(feature.i18n.namespace, feature.i18n.resources);
});

const t = (...args: Parameters<typeof i18n.t>) => i18n.t(args[0] as string, { ns: 'tickets', ...(args[1] as object) });

it.each([
  [entry('status', { id: '1', name: 'Open' }, { id: '2', name: 'Pending' }), 'Ana changed status from Open to Pending'],
  [entry('priority', null, 'High'), 'Ana set priority to High'],
  [entry('assignee', { id: 'u', name: 'Ben' }, null), 'Ana cleared assignee (was Ben)'],
  [entry('created', null, null), 'Ana created the ticket'],
  [entry('somethingNew', 'a', 'b'), 'Ana changed somethingNew from a to b'],
  [entry('fields', { key: 'model', fieldName: 'Model', value: 'lj-4', label: 'LaserJet 4' }, { key: 'model', fieldName: 'Model', value: 'lj-5', label: 'LaserJet 5' }), 'Ana changed Model from LaserJet 4 to LaserJet 5'],
  [entry('fields', null, { key: 'n', fieldName: 'Invoice', value: 'INV-1' }), 'Ana set Invoice to INV-1'],
  [entry('mergedInto', null, { id: 't', serialNumber: 2 }), 'Ana merged the ticket into #2'],
  [entry('merged', null, [{ id: 's1', serialNumber: 3 }, { id: 's2', serialNumber: 4 }]), 'Ana merged #3, #4 into this ticket'],
  [entry('description', 'short', 'x'.repeat(200)), `Ana changed description from short to ${'x'.repeat(79)}…`],
])('%j reads "%s"', (value, text) => {
  expect(describeHistoryEntry(value, t as never)).toBe(text);
});
