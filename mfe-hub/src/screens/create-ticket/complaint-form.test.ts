import { normaliseFields } from '@switchboard/shared/format';
import { attemptFor, buildComplaintPayload, serverFieldErrors } from './complaint-form';

const fields = normaliseFields([
  { id: 'id-order', key: 'order', name: 'Order', type: 'text', isRequired: true },
  { id: 'id-order-2', key: 'order', name: 'Second order', type: 'number' },
]);

describe('buildComplaintPayload', () => {
  it('trims the texts, sends priority empty and category null when none is chosen, and no fields', () => {
    expect(buildComplaintPayload({ title: '  Late parcel ', description: ' Still waiting ', fields: { order: 'A-1' } }, fields)).toEqual({
      categoryId: null,
      title: 'Late parcel',
      description: 'Still waiting',
      priority: '',
      fields: [],
    });
  });

  it('sends the chosen category, priority and the category fields', () => {
    expect(
      buildComplaintPayload({ categoryId: 'cat-1', title: 'T', description: 'D', priority: 'High', fields: { order: 'A-1', order_id_order_2: 2 } }, fields),
    ).toEqual({
      categoryId: 'cat-1',
      title: 'T',
      description: 'D',
      priority: 'High',
      fields: [
        { id: 'id-order', value: 'A-1' },
        { id: 'id-order-2', value: 2 },
      ],
    });
  });
});

describe('serverFieldErrors', () => {
  it('puts details on the form items they name: top-level names, field keys, then field ids', () => {
    expect(
      serverFieldErrors(
        [
          { field: '/title', message: 'is required' },
          { field: '/title', message: 'must be at most 200 characters' },
          { field: '/priority', message: 'must be one of Low, Medium, High, Critical' },
          { field: '/fields/order', message: 'must be text' },
          { field: '/fields/id-order-2', message: 'must be a number' },
          { field: '/fields/unknown', message: 'is not a field of this category' },
          { field: '/somewhere', message: 'ignored' },
        ],
        fields,
      ),
    ).toEqual([
      { name: 'title', errors: ['is required', 'must be at most 200 characters'] },
      { name: 'priority', errors: ['must be one of Low, Medium, High, Critical'] },
      { name: ['fields', 'order'], errors: ['must be text'] },
      { name: ['fields', 'order_id_order_2'], errors: ['must be a number'] },
    ]);
  });

  it('gives nothing for answers without details', () => {
    expect(serverFieldErrors(undefined, fields)).toEqual([]);
  });
});

describe('attemptFor', () => {
  const payload = { categoryId: null, title: 'T', description: 'D', priority: '', fields: [] };
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('reuses the key for the same payload (a retry) and takes a new one once the payload changes', () => {
    const first = attemptFor(null, payload, newKey);
    expect(attemptFor(first, { ...payload }, newKey).key).toBe(first.key);
    const edited = attemptFor(first, { ...payload, title: 'T2' }, newKey);
    expect(edited.key).not.toBe(first.key);
  });
});
