import type { Customer, CustomerWriteRequest, ValidationIssue } from '@switchboard/shared/contracts';

export interface CustomerFormValues {
  name?: string;
  email?: string;
  phone?: string;
}

export type CustomerFieldName = keyof CustomerFormValues;
const FIELD_NAMES: readonly CustomerFieldName[] = ['name', 'email', 'phone'];

/**
 * `POST customers` / `PUT customers/{id}` body: trimmed texts. A new customer without a phone
 * sends none; an edit always sends `phone` (null clears a stored one, a missing one would keep it).
 */
export function toCustomerWriteRequest(values: CustomerFormValues, mode: 'create' | 'edit'): CustomerWriteRequest {
  const phone = (values.phone ?? '').trim();
  const body: CustomerWriteRequest = { name: (values.name ?? '').trim(), email: (values.email ?? '').trim() };
  if (phone) body.phone = phone;
  else if (mode === 'edit') body.phone = null;
  return body;
}

/** The edit form's starting values. */
export function customerFormValues(customer: Pick<Customer, 'name' | 'email' | 'phone'>): CustomerFormValues {
  return { name: customer.name, email: customer.email, phone: customer.phone ?? '' };
}

/** True when the form holds something other than the stored customer (trimmed, as it would be sent). */
export function customerFormChanged(customer: Pick<Customer, 'name' | 'email' | 'phone'>, values: CustomerFormValues): boolean {
  const sent = toCustomerWriteRequest(values, 'edit');
  return sent.name !== customer.name || sent.email !== customer.email || (sent.phone ?? null) !== (customer.phone ?? null);
}

export type FieldProblem = { kind: 'emailTaken' } | { kind: 'required' } | { kind: 'server'; message: string };

/**
 * The problems of a failed write by form field: a 409 on `/email` is "already used", a 400 detail
 * its own message. Details naming no form field are left out (the toast still tells).
 */
export function customerFieldProblems(status: number | undefined, details: readonly ValidationIssue[] | undefined): Partial<Record<CustomerFieldName, FieldProblem>> {
  const problems: Partial<Record<CustomerFieldName, FieldProblem>> = {};
  for (const detail of details ?? []) {
    if (!detail || typeof detail.field !== 'string') continue;
    const name = FIELD_NAMES.find((field) => detail.field.replace(/^\//, '') === field);
    if (!name || problems[name]) continue;
    if (status === 409 && name === 'email') problems.email = { kind: 'emailTaken' };
    else if (detail.message === 'is required') problems[name] = { kind: 'required' };
    else problems[name] = { kind: 'server', message: String(detail.message ?? '') };
  }
  return problems;
}
