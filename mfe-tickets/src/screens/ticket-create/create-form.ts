import type { CreateAgentTicketRequest, ValidationIssue } from '@switchboard/shared/contracts';
import { serverFieldErrors, toComplaintFields, type ComplaintField, type ComplaintFieldFormValue, type FormItemName } from '@switchboard/shared/format';

export type CustomerMode = 'existing' | 'new';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer a `?customerId=` link preselects; anything but a UUID preselects no one. */
export function presetCustomerId(raw: string | null | undefined): string | undefined {
  const id = raw?.trim();
  return id && UUID.test(id) ? id : undefined;
}

/** The antd form's values; category fields live under `fields.<key>`, a new customer under `customer`. */
export interface CreateFormValues {
  customerMode?: CustomerMode;
  customerId?: string;
  customer?: { name?: string; email?: string; phone?: string };
  title?: string;
  description?: string;
  categoryId?: string | null;
  priority?: string | null;
  statusId?: string | null;
  assigneeId?: string | null;
  userGroupId?: string | null;
  /** Unset: the category's division (none: Home). */
  divisionId?: string | null;
  fields?: Record<string, ComplaintFieldFormValue>;
}

/** `POST tickets` body: trimmed texts, unset choices left out, the customer picked or described. */
export function buildCreatePayload(values: CreateFormValues, fields: readonly ComplaintField[]): CreateAgentTicketRequest {
  const payload: CreateAgentTicketRequest = {
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim(),
  };
  if (values.customerMode === 'new') {
    const phone = values.customer?.phone?.trim();
    payload.customer = { name: (values.customer?.name ?? '').trim(), email: (values.customer?.email ?? '').trim(), ...(phone ? { phone } : {}) };
  } else if (values.customerId) {
    payload.customerId = values.customerId;
  }
  if (values.priority) payload.priority = values.priority;
  if (values.statusId) payload.statusId = values.statusId;
  if (values.assigneeId) payload.assigneeId = values.assigneeId;
  if (values.userGroupId) payload.userGroupId = values.userGroupId;
  if (values.divisionId) payload.divisionId = values.divisionId;
  if (values.categoryId) {
    payload.categoryId = values.categoryId;
    payload.fields = toComplaintFields(fields, values.fields);
  }
  return payload;
}

const TOP_LEVEL = ['title', 'description', 'priority', 'categoryId', 'statusId', 'assigneeId', 'userGroupId', 'divisionId', 'customerId'] as const;
const CUSTOMER_PARTS = ['name', 'email', 'phone'] as const;
export type CreateFieldName = FormItemName<(typeof TOP_LEVEL)[number], 'customer', (typeof CUSTOMER_PARTS)[number]>;

/** Server 400 details as errors on the new-ticket form's items, a new customer's parts included. */
export function createFieldErrors(details: readonly ValidationIssue[] | undefined, fields: readonly ComplaintField[]) {
  return serverFieldErrors(details, fields, TOP_LEVEL, { customer: CUSTOMER_PARTS });
}
