import dayjs from 'dayjs';
import { signInTestCustomer } from '../../test-support';
import { normaliseFields } from '@switchboard/shared/format';
import { clearDraft, COMPLAINT_DRAFT_KEY, draftOf, keepDraft, readDraft } from './complaint-draft';

const fields = normaliseFields([
  { id: 'f-day', key: 'day', type: 'date' },
  { id: 'f-note', key: 'note', type: 'text' },
]);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

it('keeps field values in the payload format, so dates survive storage', () => {
  expect(draftOf({ categoryId: 'c', title: 'T', fields: { day: dayjs('2026-05-04T12:00:00'), note: ' hi ' } }, fields, 'c1')).toEqual({
    customerId: 'c1',
    categoryId: 'c',
    title: 'T',
    description: '',
    priority: null,
    fields: { day: '2026-05-04', note: 'hi' },
  });
});

it('gives a kept complaint back only to the customer who typed it, until cleared', () => {
  signInTestCustomer();
  keepDraft({ title: 'Lost parcel' }, fields);
  expect(readDraft('someone-else')).toBeNull();
  expect(readDraft('c1')).toMatchObject({ title: 'Lost parcel' });
  clearDraft();
  expect(readDraft('c1')).toBeNull();
});

it('ignores an unreadable kept complaint', () => {
  sessionStorage.setItem(COMPLAINT_DRAFT_KEY, '{not json');
  expect(readDraft('c1')).toBeNull();
});
