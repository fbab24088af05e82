import { hubEmail, readHubSession } from '../../session';
import { serialiseFieldValue, type ComplaintField } from '@switchboard/shared/format';
import type { ComplaintFormValues } from './complaint-form';

/** sessionStorage key of a complaint kept while the customer signs in again (one tab, gone when it closes). */
export const COMPLAINT_DRAFT_KEY = 'hub_complaint_draft';

/** What was typed, with category field values in the payload's format (dates as strings). */
export interface ComplaintDraft {
  customerId: string | null;
  categoryId: string | null;
  title: string;
  description: string;
  priority: string | null;
  fields: Record<string, unknown>;
}

export function draftOf(values: ComplaintFormValues, fields: readonly ComplaintField[], customerId: string | null): ComplaintDraft {
  return {
    customerId,
    categoryId: values.categoryId || null,
    title: values.title ?? '',
    description: values.description ?? '',
    priority: values.priority || null,
    fields: Object.fromEntries(fields.map((field) => [field.key, serialiseFieldValue(field, values.fields?.[field.key])])),
  };
}

/** Who is signed in (id, else email): a kept complaint goes back only to its author. */
export function currentCustomer(): string | null {
  const user = readHubSession()?.user;
  return user?.id ?? hubEmail(user) ?? null;
}

/** Keeps the typed complaint before the expired session is cleared. */
export function keepDraft(values: ComplaintFormValues, fields: readonly ComplaintField[]): void {
  try {
    sessionStorage.setItem(COMPLAINT_DRAFT_KEY, JSON.stringify(draftOf(values, fields, currentCustomer())));
  } catch {
    // Storage full or blocked: the customer retypes, nothing else breaks.
  }
}

/** The kept complaint of `customerId` (read only: React may render twice); another customer's counts as none. */
export function readDraft(customerId: string | null): ComplaintDraft | null {
  try {
    const raw = sessionStorage.getItem(COMPLAINT_DRAFT_KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as ComplaintDraft;
    if (!draft || typeof draft !== 'object' || draft.customerId !== customerId) return null;
    return { ...draft, fields: draft.fields && typeof draft.fields === 'object' ? draft.fields : {} };
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(COMPLAINT_DRAFT_KEY);
  } catch {
    // nothing kept
  }
}
