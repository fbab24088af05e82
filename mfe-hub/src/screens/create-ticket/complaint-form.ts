import type { CreateComplaintRequest, ValidationIssue } from '@switchboard/shared/contracts';
import {
  initialFieldValues,
  numberPayloadOf,
  numberTextOf,
  toComplaintFields,
  serverFieldErrors,
  type ComplaintField,
  type ComplaintFieldFormValue,
  type FormItemName,
} from '@switchboard/shared/format';

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

/** The form's starting values for the fields, a kept draft's where given; numbers as their text. */
export function complaintFormFieldValues(fields: readonly ComplaintField[], saved?: Record<string, unknown>): Record<string, ComplaintFieldFormValue> {
  const values = initialFieldValues(fields, saved);
  for (const field of fields) {
    if (field.type !== 'number') continue;
    const kept = saved?.[field.key];
    values[field.key] = typeof kept === 'string' && numberPayloadOf(kept) !== undefined ? kept : numberTextOf(values[field.key]);
  }
  return values;
}

const TOP_LEVEL_NAMES = ['title', 'description', 'priority', 'categoryId'] as const;
export type FormFieldName = FormItemName<(typeof TOP_LEVEL_NAMES)[number]>;

/** Server validation details as errors on the complaint form's items (the rest only toast). */
export function complaintFieldErrors(details: readonly ValidationIssue[] | undefined, fields: readonly ComplaintField[]) {
  return serverFieldErrors(details, fields, TOP_LEVEL_NAMES);
}
