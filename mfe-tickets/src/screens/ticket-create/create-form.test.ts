import { sampleFormFields } from '@switchboard/test-utils';
import { buildCreatePayload, createFieldErrors, presetCustomerId } from './create-form';

const FIELDS = sampleFormFields();

describe('buildCreatePayload', () => {
  it('sends an existing customer, trimmed texts and only the choices made', () => {
    expect(
      buildCreatePayload({ customerMode: 'existing', customerId: 'c1', title: '  Broken ', description: ' Smoke ', priority: null, statusId: 's1', assigneeId: undefined }, FIELDS),
    ).toEqual({ customerId: 'c1', title: 'Broken', description: 'Smoke', statusId: 's1' });
  });

  it('sends a new customer and the category fields in the server formats', () => {
    const payload = buildCreatePayload(
      {
        customerMode: 'new',
        customerId: 'ignored',
        customer: { name: ' Maya ', email: 'maya@example.com ', phone: ' ' },
        title: 'T',
        description: 'D',
        categoryId: 'cat',
        priority: 'High',
        fields: { order: ' A-1 ', when: '2026-11-02' },
      },
      FIELDS,
    );
    expect(payload).toEqual({
      customer: { name: 'Maya', email: 'maya@example.com' },
      title: 'T',
      description: 'D',
      priority: 'High',
      categoryId: 'cat',
      fields: [
        { id: 'id-order', value: 'A-1' },
        { id: 'id-when', value: '2026-11-02' },
      ],
    });
  });
});

describe('createFieldErrors', () => {
  it('knows the new-ticket form\'s own items: status, assignee, customer and a new customer\'s parts', () => {
    const details = ['/statusId', '/assigneeId', '/customerId', '/customer/phone', '/customer/age', '/fields/id-when'].map((field) => ({ field, message: 'wrong' }));
    expect(createFieldErrors(details, FIELDS).map(({ name }) => name)).toEqual(['statusId', 'assigneeId', 'customerId', ['customer', 'phone'], ['fields', 'when']]);
  });
});

describe('presetCustomerId', () => {
  it('takes a UUID and nothing else', () => {
    expect(presetCustomerId(' c0000000-0000-4000-8000-000000000001 ')).toBe('c0000000-0000-4000-8000-000000000001');
    expect(presetCustomerId('42')).toBeUndefined();
    expect(presetCustomerId(null)).toBeUndefined();
  });
});
