import type { CreateComplaintRequest, ValidationIssue } from '@switchboard/shared/contracts';
import { toComplaintFields, type ComplaintField, type ComplaintFieldFormValue } from '@switchboard/shared/format';

/** The antd form's values; category fields live under `fields.<key>`. */
export interface ComplaintFormValues {
  categoryId?: string | null;
  title?: string;
  description?: string;
  priority?: string | null;
  fields?: Record<string, ComplaintFieldFormValue>;
}

/** The complaint payload: trimmed texts, priority '' when none, category null when none. */
export function buildComplaintPayload(values: ComplaintFormValues, fields: readonly ComplaintField[]): CreateComplaintRequest {
  return {
    categoryId: values.categoryId || null,
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim(),
    priority: values.priority ?? '',
    fields: values.categoryId ? toComplaintFields(fields, values.fields) : [],
  };
}

const TOP_LEVEL_NAMES = ['title', 'description', 'priority', 'categoryId'] as const;
export type FormFieldName = (typeof TOP_LEVEL_NAMES)[number] | ['fields', string];

/**
 * Server validation details (`/title`, `/fields/<key or id>`, …) as errors on the form items they
 * belong to; details naming nothing on the form are left out (the toast still shows the message).
 */
export function serverFieldErrors(details: readonly ValidationIssue[] | undefined, fields: readonly ComplaintField[]): { name: FormFieldName; errors: string[] }[] {
  const byName = new Map<string, { name: FormFieldName; errors: string[] }>();
  const add = (name: FormFieldName, message: string) => {
    const id = Array.isArray(name) ? name.join('.') : name;
    const entry = byName.get(id) ?? { name, errors: [] };
    entry.errors.push(message);
    byName.set(id, entry);
  };
  for (const detail of details ?? []) {
    if (!detail || typeof detail.field !== 'string' || typeof detail.message !== 'string') continue;
    const [, top, rest] = /^\/?([^/]+)(?:\/(.+))?$/.exec(detail.field) ?? [];
    const topLevel = TOP_LEVEL_NAMES.find((name) => name === top);
    if (topLevel) {
      add(topLevel, detail.message);
    } else if (top === 'fields' && rest) {
      const field = fields.find((f) => f.serverKey === rest) ?? fields.find((f) => f.id === rest);
      if (field) add(['fields', field.key], detail.message);
    }
  }
  return [...byName.values()];
}

export interface SubmissionAttempt {
  key: string;
  /** The serialised payload the key was used for. */
  body: string;
}

/**
 * The idempotency key for sending `payload`: the previous attempt's key when the payload is the
 * same (a retry after a lost answer must not file twice), a fresh one otherwise (the server
 * refuses a used key with another body).
 */
export function attemptFor(previous: SubmissionAttempt | null, payload: CreateComplaintRequest, newKey: () => string): SubmissionAttempt {
  const body = JSON.stringify(payload);
  return previous && previous.body === body ? previous : { key: newKey(), body };
}
