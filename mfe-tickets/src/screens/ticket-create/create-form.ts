import type { CreateAgentTicketRequest, ValidationIssue } from '@switchboard/shared/contracts';
import { toComplaintFields, type ComplaintField, type ComplaintFieldFormValue } from '@switchboard/shared/format';

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
  if (values.categoryId) {
    payload.categoryId = values.categoryId;
    payload.fields = toComplaintFields(fields, values.fields);
  }
  return payload;
}

const TOP_LEVEL = ['title', 'description', 'priority', 'categoryId', 'statusId', 'assigneeId', 'customerId'] as const;
const CUSTOMER_PARTS = ['name', 'email', 'phone'] as const;
export type CreateFieldName = (typeof TOP_LEVEL)[number] | ['fields', string] | ['customer', (typeof CUSTOMER_PARTS)[number]];

/**
 * Server 400 details (`/title`, `/customer/email`, `/fields/<key or id>`, …) as errors on their form
 * items; details naming nothing on the form are left out (the toast still tells).
 */
export function serverFieldErrors(details: readonly ValidationIssue[] | undefined, fields: readonly ComplaintField[]): { name: CreateFieldName; errors: string[] }[] {
  const byName = new Map<string, { name: CreateFieldName; errors: string[] }>();
  const add = (name: CreateFieldName, message: string) => {
    const id = Array.isArray(name) ? name.join('.') : name;
    const entry = byName.get(id) ?? { name, errors: [] };
    entry.errors.push(message);
    byName.set(id, entry);
  };
  for (const detail of details ?? []) {
    if (!detail || typeof detail.field !== 'string' || typeof detail.message !== 'string') continue;
    const [, top, rest] = /^\/?([^/]+)(?:\/(.+))?$/.exec(detail.field) ?? [];
    const topLevel = TOP_LEVEL.find((name) => name === top);
    if (topLevel) add(topLevel, detail.message);
    else if (top === 'customer' && rest) {
      const part = CUSTOMER_PARTS.find((name) => name === rest);
      if (part) add(['customer', part], detail.message);
    } else if (top === 'fields' && rest) {
      const field = fields.find((f) => f.serverKey === rest) ?? fields.find((f) => f.id === rest);
      if (field) add(['fields', field.key], detail.message);
    }
  }
  return [...byName.values()];
}

export interface SubmissionAttempt {
  key: string;
  body: string;
}

/**
 * The idempotency key for sending `payload`: a fresh one for every new submission; the same one
 * only when the very same body is sent again after a failure (a lost answer must not file twice,
 * and the server refuses a used key with another body).
 */
export function attemptFor(previous: SubmissionAttempt | null, payload: CreateAgentTicketRequest, newKey: () => string): SubmissionAttempt {
  const body = JSON.stringify(payload);
  return previous && previous.body === body ? previous : { key: newKey(), body };
}
