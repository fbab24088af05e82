import { normaliseFields } from '@switchboard/shared/format';
import { attemptFor, buildCreatePayload, presetCustomerId, serverFieldErrors } from './create-form';

const FIELDS = normaliseFields([
  { id: 'f-order', key: 'order', name: 'Order', type: 'text', isRequired: true },
  { id: 'f-when', key: 'when', name: 'When', type: 'date_picker' },
]);

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
        { id: 'f-order', value: 'A-1' },
        { id: 'f-when', value: '2026-11-02' },
      ],
    });
  });
});

describe('serverFieldErrors', () => {
  it('puts each server detail on its form item', () => {
    expect(
      serverFieldErrors(
        [
          { field: '/title', message: 'is required' },
          { field: '/customer/email', message: 'must be an email' },
          { field: '/fields/order', message: 'too long' },
          { field: '/fields/f-when', message: 'not a date' },
          { field: '/somewhere', message: 'ignored' },
        ],
        FIELDS,
      ),
    ).toEqual([
      { name: 'title', errors: ['is required'] },
      { name: ['customer', 'email'], errors: ['must be an email'] },
      { name: ['fields', 'order'], errors: ['too long'] },
      { name: ['fields', 'when'], errors: ['not a date'] },
    ]);
  });
});

describe('attemptFor', () => {
  it('reuses the key only for the very same body', () => {
    let n = 0;
    const key = () => `k${++n}`;
    const first = attemptFor(null, { title: 'a', description: 'b' }, key);
    expect(attemptFor(first, { title: 'a', description: 'b' }, key).key).toBe('k1');
    expect(attemptFor(first, { title: 'a', description: 'c' }, key).key).toBe('k2');
  });
});

describe('presetCustomerId', () => {
  it('takes a UUID and nothing else', () => {
    expect(presetCustomerId(' c0000000-0000-4000-8000-000000000001 ')).toBe('c0000000-0000-4000-8000-000000000001');
    expect(presetCustomerId('42')).toBeUndefined();
    expect(presetCustomerId(null)).toBeUndefined();
  });
});
