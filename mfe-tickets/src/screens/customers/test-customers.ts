import type { Customer, CustomerTicket } from '@switchboard/shared/contracts';
import { OPEN } from '../../test-support';

/** Every permission the customer screens look at. */
export const ALL_CUSTOMER_PERMISSIONS = [
  'tickets:customers:view',
  'tickets:customers:add',
  'tickets:customers:edit',
  'tickets:customers:delete',
  'tickets:tickets:view',
  'tickets:tickets:add',
];

/** A customer with sensible defaults; `n` makes ids distinct. */
export function makeCustomer(n: number, overrides: Partial<Customer> = {}): Customer {
  return {
    id: `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Customer ${n}`,
    email: `customer${n}@example.com`,
    phone: null,
    verified: true,
    hasPassword: true,
    ticketCount: 0,
    openTicketCount: 0,
    addedDate: '2026-11-01T09:00:00.000Z',
    lastTicketDate: null,
    ...overrides,
  };
}

export function makeCustomerTicket(n: number, overrides: Partial<CustomerTicket> = {}): CustomerTicket {
  return {
    id: `7c000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    serialNumber: n,
    title: `Ticket number ${n}`,
    status: OPEN,
    priority: 'High',
    addedDate: '2026-11-20T10:00:00.000Z',
    updatedDate: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
