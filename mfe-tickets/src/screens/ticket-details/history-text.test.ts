import { i18n, initI18n, registerNamespace, setLanguage } from '@switchboard/shared/i18n';
import type { TicketHistoryEntry } from '@switchboard/shared/contracts';
import { feature } from '../../feature';
import { describeHistoryEntry } from './history-text';

const entry = (field: string, from: unknown, to: unknown): TicketHistoryEntry => ({ id: 'h', field, from, to, actor: { type: 'agent', id: 'a', name: 'Ana' }, addedDate: '2026-11-20T10:00:00Z' });

beforeAll(async () => {
  await initI18n();
  await registerNamespace(feature.i18n.namespace, feature.i18n.resources);
});

const t = (...args: Parameters<typeof i18n.t>) => i18n.t(args[0] as string, { ns: 'tickets', ...(args[1] as object) });

/** The sentence as read, without the invisible bidi isolates around typed values (tested on their own below). */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');

const by = (value: TicketHistoryEntry, actor: TicketHistoryEntry['actor']): TicketHistoryEntry => ({ ...value, actor });
const CARLA = { type: 'customer', id: 'c', name: 'Carla' } as const;

it.each([
  [by(entry('created', null, { serialNumber: 7, title: 'Printer', channel: 'hub' }), CARLA), 'Carla created the ticket in the help centre'],
  [by(entry('created', null, { serialNumber: 7, title: 'Printer', channel: 'email' }), CARLA), 'Carla created the ticket by email'],
  [entry('created', null, { serialNumber: 7, title: 'Printer', channel: 'api' }), 'Ana created the ticket through the API'],
  [entry('created', null, { serialNumber: 7, title: 'Printer', channel: 'agent' }), 'Ana created the ticket'],
  [by(entry('message', null, { id: 'm', sentBy: 'customer' }), CARLA), 'Carla wrote to support'],
  [entry('message', null, { id: 'm', sentBy: 'agent' }), 'Ana replied to the customer'],
  [entry('note', null, { id: 'n' }), 'Ana added an internal note'],
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
  expect(plain(describeHistoryEntry(value, t as never))).toBe(text);
});

it('isolates typed values so a Latin title keeps its punctuation inside an Arabic sentence', async () => {
  await setLanguage('ar-ae');
  try {
    const text = describeHistoryEntry(entry('title', 'Printer on fire!', 'Printer (still) on fire?'), t as never);
    expect(text).toContain('\u2068Printer on fire!\u2069');
    expect(text).toContain('\u2068Printer (still) on fire?\u2069');
    // Each channel and kind has its own Arabic sentence, not the English fallback.
    expect(describeHistoryEntry(by(entry('created', null, { channel: 'hub' }), CARLA), t as never)).toBe('أنشأ Carla التذكرة في مركز المساعدة');
    expect(describeHistoryEntry(entry('note', null, { id: 'n' }), t as never)).toBe('أضاف Ana ملاحظة داخلية');
  } finally {
    await setLanguage('en-us');
  }
});
