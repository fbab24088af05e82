import type { CreateComplaintRequest, ValidationIssue } from '@switchboard/shared/contracts';
import { serverFieldErrors, toComplaintFields, type ComplaintField, type ComplaintFieldFormValue, type FormItemName } from '@switchboard/shared/format';

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
export type FormFieldName = FormItemName<(typeof TOP_LEVEL_NAMES)[number]>;

/** Server validation details as errors on the complaint form's items (the rest only toast). */
export function complaintFieldErrors(details: readonly ValidationIssue[] | undefined, fields: readonly ComplaintField[]) {
  return serverFieldErrors(details, fields, TOP_LEVEL_NAMES);
}
