import { isMissingTicket, isTicketId } from './ticket-format';

describe('isTicketId', () => {
  it('accepts UUIDs only', () => {
    expect(isTicketId('0b9c6a7e-3f2d-4c1b-9a8e-7d6c5b4a3f21')).toBe(true);
    expect(isTicketId('12')).toBe(false);
    expect(isTicketId('create')).toBe(false);
    expect(isTicketId(undefined)).toBe(false);
  });
});

describe('isMissingTicket', () => {
  it('is true for 404 and 400 answers only', () => {
    expect(isMissingTicket({ response: { status: 404 } })).toBe(true);
    expect(isMissingTicket({ response: { status: 400 } })).toBe(true);
    expect(isMissingTicket({ response: { status: 500 } })).toBe(false);
    expect(isMissingTicket(new Error('Network Error'))).toBe(false);
    expect(isMissingTicket(null)).toBe(false);
  });
});
