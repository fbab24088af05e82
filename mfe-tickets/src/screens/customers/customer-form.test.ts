import { CUSTOMER_PHONE_PATTERN, EMAIL_PATTERN } from '@switchboard/shared/contracts';
import { customerFieldProblems, customerFormChanged, customerFormValues, toCustomerWriteRequest } from './customer-form';

const MAYA = { name: 'Maya Rao', email: 'maya@example.com', phone: '+91 98765 43210' };

describe('toCustomerWriteRequest', () => {
  it('trims and leaves an empty phone out of a new customer', () => {
    expect(toCustomerWriteRequest({ name: ' Maya ', email: ' maya@example.com ', phone: '  ' }, 'create')).toEqual({ name: 'Maya', email: 'maya@example.com' });
    expect(toCustomerWriteRequest({ name: 'Maya', email: 'm@x.io', phone: ' +1 555 ' }, 'create')).toEqual({ name: 'Maya', email: 'm@x.io', phone: '+1 555' });
  });

  it('sends null on edit so an emptied phone is cleared rather than kept', () => {
    expect(toCustomerWriteRequest({ name: 'Maya', email: 'm@x.io', phone: '' }, 'edit')).toEqual({ name: 'Maya', email: 'm@x.io', phone: null });
    expect(toCustomerWriteRequest({ name: 'Maya', email: 'm@x.io' }, 'edit').phone).toBeNull();
  });
});

describe('edit form values', () => {
  it('starts from the customer and tells a real change from whitespace', () => {
    const values = customerFormValues({ ...MAYA, phone: null });
    expect(values).toEqual({ name: 'Maya Rao', email: 'maya@example.com', phone: '' });
    expect(customerFormChanged({ ...MAYA, phone: null }, values)).toBe(false);
    expect(customerFormChanged(MAYA, { ...customerFormValues(MAYA), name: ' Maya Rao ' })).toBe(false);
    expect(customerFormChanged(MAYA, { ...customerFormValues(MAYA), phone: '' })).toBe(true);
    expect(customerFormChanged(MAYA, { ...customerFormValues(MAYA), email: 'maya@rao.in' })).toBe(true);
  });
});

describe('customerFieldProblems', () => {
  it('reads a 409 on /email as "already used"', () => {
    expect(customerFieldProblems(409, [{ field: '/email', message: 'is already used by another customer' }])).toEqual({ email: { kind: 'emailTaken' } });
  });

  it('puts 400 details on their fields and skips what names no field', () => {
    expect(
      customerFieldProblems(400, [
        { field: '/name', message: 'is required' },
        { field: '/phone', message: 'must be a phone number' },
        { field: '/id', message: 'odd' },
        { field: '/phone', message: 'second' },
      ]),
    ).toEqual({ name: { kind: 'required' }, phone: { kind: 'server', message: 'must be a phone number' } });
    expect(customerFieldProblems(500, undefined)).toEqual({});
  });
});

describe('patterns', () => {
  it.each([
    ['maya@example.com', true],
    ['maya@example', false],
    ['ma ya@example.com', false],
  ])('email %s → %s', (value, ok) => expect(EMAIL_PATTERN.test(value)).toBe(ok));

  it.each([
    ['+91 98765-43210', true],
    ['(555) 010.2000', true],
    ['call me', false],
    ['12', false],
  ])('phone %s → %s', (value, ok) => expect(CUSTOMER_PHONE_PATTERN.test(value)).toBe(ok));
});
