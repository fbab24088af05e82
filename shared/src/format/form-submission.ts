// What the complaint form of the hub and the new-ticket form of the agents do alike when they send:
// one idempotency key per submission, and the server's validation details put on the form's items.
import type { ValidationIssue } from '@switchboard/shared/contracts';
import type { ComplaintField } from './category-fields.js';

/** A form item the server may name: a top-level item, a category field by key, or a part of a group. */
export type FormItemName<Top extends string, Group extends string = never, Part extends string = never> = Top | ['fields', string] | [Group, Part];

export interface FormItemErrors<Name> {
  name: Name;
  errors: string[];
}

/**
 * Server validation details (`/title`, `/customer/email`, `/fields/<key or id>`, …) as errors on the
 * form items they belong to: `topLevel` lists the items a detail may name directly, `groups` the
 * nested ones, and a category field is found by its server key, then by its id. Details naming
 * nothing on the form are left out (the toast still tells).
 */
export function serverFieldErrors<Top extends string, Group extends string = never, Part extends string = never>(
  details: readonly ValidationIssue[] | undefined,
  fields: readonly ComplaintField[],
  topLevel: readonly Top[],
  groups: Partial<Record<Group, readonly Part[]>> = {},
): FormItemErrors<FormItemName<Top, Group, Part>>[] {
  type Name = FormItemName<Top, Group, Part>;
  const byName = new Map<string, FormItemErrors<Name>>();
  const add = (name: Name, message: string) => {
    const id = Array.isArray(name) ? name.join('.') : name;
    const entry = byName.get(id) ?? { name, errors: [] };
    entry.errors.push(message);
    byName.set(id, entry);
  };
  const groupParts = groups as Partial<Record<string, readonly Part[]>>;
  for (const detail of details ?? []) {
    if (!detail || typeof detail.field !== 'string' || typeof detail.message !== 'string') continue;
    const [, top, rest] = /^\/?([^/]+)(?:\/(.+))?$/.exec(detail.field) ?? [];
    const item = topLevel.find((name) => name === top);
    if (item) {
      add(item, detail.message);
    } else if (top === 'fields' && rest) {
      const field = fields.find((f) => f.serverKey === rest) ?? fields.find((f) => f.id === rest);
      if (field) add(['fields', field.key], detail.message);
    } else if (top && rest && Object.hasOwn(groupParts, top)) {
      const part = groupParts[top]?.find((name) => name === rest);
      if (part) add([top as Group, part], detail.message);
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
 * The idempotency key for sending `payload`: the previous attempt's key only when the very same body
 * is sent again after a failure (a lost answer must not file twice), a fresh one otherwise (the
 * server refuses a used key with another body).
 */
export function attemptFor(previous: SubmissionAttempt | null, payload: unknown, newKey: () => string): SubmissionAttempt {
  const body = JSON.stringify(payload);
  return previous && previous.body === body ? previous : { key: newKey(), body };
}

export interface FieldErrorTexts {
  /** The server's "is required", in the form's own words. */
  required: (label: string) => string;
  /** Any other message the server gave, after the item's label. */
  problem: (label: string, message: string) => string;
}

/** The errors of `serverFieldErrors` worded for the form's items, ready for antd's `setFields`. */
export function describedFieldErrors<Name>(problems: readonly FormItemErrors<Name>[], labelOf: (name: Name) => string, texts: FieldErrorTexts): FormItemErrors<Name>[] {
  return problems.map(({ name, errors }) => ({
    name,
    errors: errors.map((message) => (message === 'is required' ? texts.required(labelOf(name)) : texts.problem(labelOf(name), message))),
  }));
}
