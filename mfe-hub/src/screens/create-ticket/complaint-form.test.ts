import { sampleFormFields } from '@switchboard/test-utils';
import { normaliseFields } from '@switchboard/shared/format';
import { draftOf } from './complaint-draft';
import { buildComplaintPayload, complaintFieldErrors, complaintFormFieldValues } from './complaint-form';

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

describe('number fields keep what was typed', () => {
  const numberOnly = fields.filter((field) => field.type === 'number');

  it('sends the typed text, trailing zeros and all, with a decimal comma as a point', () => {
    const send = (typed: string) => buildComplaintPayload({ categoryId: 'c', title: 'T', description: 'D', fields: { order_id_order_2: typed } }, numberOnly).fields;
    expect(send('129.90')).toEqual([{ id: 'id-order-2', value: '129.90' }]);
    expect(send(' 129,90 ')).toEqual([{ id: 'id-order-2', value: '129.90' }]);
    expect(send('')).toEqual([]);
    expect(send('twelve')).toEqual([]);
  });

  it('keeps the text in a kept draft and gives it back as typed', () => {
    const draft = draftOf({ categoryId: 'c', title: 'T', fields: { order_id_order_2: '129.90' } }, numberOnly, 'c1');
    expect(draft.fields).toEqual({ order_id_order_2: '129.90' });
    expect(complaintFormFieldValues(numberOnly, draft.fields)).toEqual({ order_id_order_2: '129.90' });
  });

  it('shows a default number as its digits and an empty field as empty text', () => {
    const [withDefault] = normaliseFields([{ id: 'n', key: 'n', name: 'N', type: 'number', defaultValue: 3 }]);
    expect(complaintFormFieldValues([withDefault!])).toEqual({ n: '3' });
    expect(complaintFormFieldValues(numberOnly)).toEqual({ order_id_order_2: '' });
  });
});
