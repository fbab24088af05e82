import { sampleFormFields } from '@switchboard/test-utils';
import { buildComplaintPayload, complaintFieldErrors } from './complaint-form';

const fields = sampleFormFields();

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

describe('complaintFieldErrors', () => {
  it('knows the complaint form\'s own items: category, priority and the category fields', () => {
    const details = ['/categoryId', '/priority', '/fields/order', '/statusId', '/customer/email'].map((field) => ({ field, message: 'wrong' }));
    expect(complaintFieldErrors(details, fields).map(({ name }) => name)).toEqual(['categoryId', 'priority', ['fields', 'order']]);
  });
});
