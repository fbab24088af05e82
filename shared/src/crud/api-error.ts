import type { ApiErrorBody, ValidationIssue } from '@switchboard/shared/contracts';

/** The body of a failed API call, when the server sent one. */
export function errorBodyOf(error: unknown): Partial<ApiErrorBody> | undefined {
  const body = (error as { response?: { data?: unknown } } | undefined)?.response?.data;
  return body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : undefined;
}

/** The code of a failed call's body, if any. */
export function errorCodeOf(error: unknown): string | undefined {
  const code = errorBodyOf(error)?.code;
  return typeof code === 'string' && code ? code : undefined;
}

/** The HTTP status of a failed call, if any. */
export function statusOf(error: unknown): number | undefined {
  return (error as { response?: { status?: number } } | undefined)?.response?.status;
}

/** An antd form field name and its errors, as `form.setFields` takes them. */
export interface FieldErrors {
  name: (string | number)[];
  errors: string[];
}

/**
 * The API's validation `details` (`{ field: '/email', message }`) as antd field errors. A pointer
 * `/fields/0/label` becomes the name path `['fields', 0, 'label']`; `known` (top-level names) keeps
 * only issues a form can show next to a field, the rest are left for the toast.
 */
export function fieldErrorsOf(error: unknown, known?: readonly string[]): FieldErrors[] {
  const details: ValidationIssue[] = Array.isArray(errorBodyOf(error)?.details) ? (errorBodyOf(error)!.details as ValidationIssue[]) : [];
  const byField = new Map<string, FieldErrors>();
  for (const issue of details) {
    if (typeof issue?.field !== 'string' || typeof issue.message !== 'string') continue;
    const name = issue.field
      .replace(/^\//, '')
      .split(/[/.]/)
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    if (name.length === 0 || (known && !known.includes(String(name[0])))) continue;
    const key = name.join('.');
    const entry = byField.get(key) ?? { name, errors: [] };
    entry.errors.push(issue.message);
    byField.set(key, entry);
  }
  return [...byField.values()];
}
