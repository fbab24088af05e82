import { sampleFormFields } from '@switchboard/test-utils';
import { attemptFor, describedFieldErrors, serverFieldErrors } from './form-submission.js';

const fields = sampleFormFields();

describe('serverFieldErrors', () => {
  it('puts details on the items they name: top-level names, group parts, field keys, then field ids', () => {
    expect(
      serverFieldErrors(
        [
          { field: '/title', message: 'is required' },
          { field: 'title', message: 'must be at most 200 characters' },
          { field: '/priority', message: 'must be one of Low, Medium, High, Critical' },
          { field: '/customer/email', message: 'must be an email' },
          { field: '/customer/age', message: 'not a part of the group' },
          { field: '/fields/order', message: 'must be text' },
          { field: '/fields/id-order-2', message: 'must be a number' },
          { field: '/fields/unknown', message: 'is not a field of this category' },
          { field: '/somewhere', message: 'ignored' },
          { field: '/toString/x', message: 'not a group either' },
        ],
        fields,
        ['title', 'priority'],
        { customer: ['name', 'email'] },
      ),
    ).toEqual([
      { name: 'title', errors: ['is required', 'must be at most 200 characters'] },
      { name: 'priority', errors: ['must be one of Low, Medium, High, Critical'] },
      { name: ['customer', 'email'], errors: ['must be an email'] },
      { name: ['fields', 'order'], errors: ['must be text'] },
      { name: ['fields', 'order_id_order_2'], errors: ['must be a number'] },
    ]);
  });

  it('names only the items the form has, and nothing for answers without details', () => {
    expect(serverFieldErrors([{ field: '/customer/email', message: 'must be an email' }, { field: '/statusId', message: 'unknown' }], fields, ['title'])).toEqual([]);
    expect(serverFieldErrors(undefined, fields, ['title'])).toEqual([]);
  });
});

describe('attemptFor', () => {
  it('reuses the key only for the very same body, and takes a new one once the payload changes', () => {
    let n = 0;
    const newKey = () => `k${++n}`;
    const payload = { categoryId: null, title: 'T', description: 'D', priority: '', fields: [] };
    const first = attemptFor(null, payload, newKey);
    expect(attemptFor(first, { ...payload }, newKey).key).toBe('k1');
    expect(attemptFor(first, { ...payload, title: 'T2' }, newKey).key).toBe('k2');
  });
});

describe('describedFieldErrors', () => {
  it('words "is required" the form\'s way and puts the label before any other message', () => {
    const labels: Record<string, string> = { title: 'Title', 'fields.order': 'Order' };
    const labelOf = (name: string | ['fields', string]) => labels[Array.isArray(name) ? name.join('.') : name] ?? '?';
    const texts = { required: (label: string) => `${label} is required`, problem: (label: string, message: string) => `${label}: ${message}` };
    expect(
      describedFieldErrors(
        [
          { name: 'title', errors: ['is required', 'must be at most 200 characters'] },
          { name: ['fields', 'order'], errors: ['must be text'] },
        ],
        labelOf,
        texts,
      ),
    ).toEqual([
      { name: 'title', errors: ['Title is required', 'Title: must be at most 200 characters'] },
      { name: ['fields', 'order'], errors: ['Order: must be text'] },
    ]);
  });
});
