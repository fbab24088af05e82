// The field designer's list editing, kept pure so every rule is unit-tested: rows, keys generated
// from names, options, moves, the write request and the server's `/fields/<index>/<property>` details.
import { CATEGORY_FIELD_KEY_MAX_LENGTH, fieldKeyOf, generatedFieldKey } from '@switchboard/shared/contracts';
import type { CategoryAdminField, CategoryFieldInput, CategoryFieldType, ValidationIssue } from '@switchboard/shared/contracts';
import type { RawCategoryField } from '@switchboard/shared/format';

export interface DesignerOption {
  /** Stable React key of the row. */
  uid: string;
  label: string;
  value: string;
  /** Once the agent types a value it no longer follows the label. */
  valueEdited: boolean;
}

export interface DesignerField {
  uid: string;
  /** The saved field's id; none for a field added here. */
  id?: string;
  name: string;
  key: string;
  /** Once the agent types a key (or the field is saved) it no longer follows the name. */
  keyEdited: boolean;
  type: CategoryFieldType;
  isRequired: boolean;
  placeholder: string;
  options: DesignerOption[];
  /** In the payload's format: string, number, boolean, list of option values, or null. */
  defaultValue: unknown;
}

export const isChoiceType = (type: CategoryFieldType) => type === 'select' || type === 'multi_selection';

let counter = 0;
const nextUid = (prefix: string) => `${prefix}-${++counter}`;

const keysOf = (fields: readonly DesignerField[], except?: string) => new Set(fields.filter((f) => f.uid !== except).map((f) => f.key));

/** The designer's rows for a saved category, by position. Saved keys never follow the name again. */
export function fromSavedFields(fields: readonly CategoryAdminField[]): DesignerField[] {
  return [...fields]
    .sort((a, b) => a.position - b.position)
    .map((field) => ({
      uid: nextUid('field'),
      id: field.id,
      name: field.name,
      key: field.key,
      keyEdited: true,
      type: field.type,
      isRequired: field.isRequired,
      placeholder: field.placeholder ?? '',
      options: (field.options ?? []).map((option) => ({ uid: nextUid('option'), label: option.label, value: option.value, valueEdited: true })),
      defaultValue: field.defaultValue ?? null,
    }));
}

/** A new text field at the end; its key follows its name. */
export function addField(fields: readonly DesignerField[], name: string): DesignerField[] {
  const field: DesignerField = {
    uid: nextUid('field'),
    name,
    key: generatedFieldKey(name, keysOf(fields)),
    keyEdited: false,
    type: 'text',
    isRequired: false,
    placeholder: '',
    options: [],
    defaultValue: null,
  };
  return [...fields, field];
}

export function removeField(fields: readonly DesignerField[], uid: string): DesignerField[] {
  return fields.filter((field) => field.uid !== uid);
}

/** Puts a removed field back where it was (the undo of `removeField`). */
export function restoreField(fields: readonly DesignerField[], field: DesignerField, index: number): DesignerField[] {
  const at = Math.max(0, Math.min(index, fields.length));
  return [...fields.slice(0, at), field, ...fields.slice(at)];
}

/** Moves an entry one place up (-1) or down (+1); unchanged at either end. */
export function moveEntry<T extends { uid: string }>(list: readonly T[], uid: string, step: -1 | 1): T[] {
  const from = list.findIndex((entry) => entry.uid === uid);
  const to = from + step;
  if (from < 0 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

const update = (fields: readonly DesignerField[], uid: string, change: (field: DesignerField) => DesignerField) =>
  fields.map((field) => (field.uid === uid ? change(field) : field));

/** A new name; the key follows it until edited. */
export function renameField(fields: readonly DesignerField[], uid: string, name: string): DesignerField[] {
  return update(fields, uid, (field) => ({ ...field, name, key: field.keyEdited ? field.key : generatedFieldKey(name, keysOf(fields, uid)) }));
}

/** A typed key, kept in lower snake case; emptied, it follows the name again. */
export function setFieldKey(fields: readonly DesignerField[], uid: string, typed: string): DesignerField[] {
  return update(fields, uid, (field) => {
    if (!typed.trim()) return { ...field, key: generatedFieldKey(field.name, keysOf(fields, uid)), keyEdited: false };
    // Spaces become underscores as typed; a trailing one stays so the next word can follow.
    return { ...field, key: typed.toLowerCase().replace(/[^a-z0-9_]+/g, '_').slice(0, CATEGORY_FIELD_KEY_MAX_LENGTH), keyEdited: true };
  });
}

/** A new type: options only for choice types, and a default that no longer fits is dropped. */
export function setFieldType(fields: readonly DesignerField[], uid: string, type: CategoryFieldType): DesignerField[] {
  return update(fields, uid, (field) => ({
    ...field,
    type,
    options: isChoiceType(type) ? (field.options.length ? field.options : [newOption('')]) : [],
    defaultValue: null,
  }));
}

export function patchField(fields: readonly DesignerField[], uid: string, change: Partial<Pick<DesignerField, 'isRequired' | 'placeholder' | 'defaultValue'>>): DesignerField[] {
  return update(fields, uid, (field) => ({ ...field, ...change }));
}

export function newOption(label: string): DesignerOption {
  return { uid: nextUid('option'), label, value: fieldKeyOf(label), valueEdited: false };
}

/** Option list edits of one field; the field's default drops values that no longer exist. */
export function setOptions(fields: readonly DesignerField[], uid: string, change: (options: DesignerOption[]) => DesignerOption[]): DesignerField[] {
  return update(fields, uid, (field) => {
    const options = change(field.options);
    const values = new Set(options.map((option) => option.value));
    const defaultValue = Array.isArray(field.defaultValue)
      ? field.defaultValue.filter((value) => values.has(String(value)))
      : typeof field.defaultValue === 'string' && !values.has(field.defaultValue)
        ? null
        : field.defaultValue;
    return { ...field, options, defaultValue };
  });
}

/** A new label; the value follows it until edited (a label with nothing Latin keeps itself). */
export function relabelOption(options: readonly DesignerOption[], uid: string, label: string): DesignerOption[] {
  return options.map((option) => (option.uid === uid ? { ...option, label, value: option.valueEdited ? option.value : fieldKeyOf(label) || label.trim() } : option));
}

export function setOptionValue(options: readonly DesignerOption[], uid: string, value: string): DesignerOption[] {
  return options.map((option) => (option.uid === uid ? { ...option, value, valueEdited: value.trim() !== '' } : option));
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One row as sent: the whole list goes in order, saved fields with their id. */
export function toFieldInput(field: DesignerField): CategoryFieldInput {
  return {
    ...(field.id ? { id: field.id } : {}),
    key: field.key.replace(/^_+|_+$/g, '') || null,
    name: field.name.trim(),
    type: field.type,
    placeholder: field.placeholder.trim() || null,
    isRequired: field.isRequired,
    options: isChoiceType(field.type) ? field.options.map((option) => ({ label: option.label.trim(), value: option.value.trim() || undefined })) : null,
    defaultValue: isEmpty(field.defaultValue) ? null : field.defaultValue,
  };
}

/** The rows as the customer form's renderer reads them (for the live preview). */
export function toPreviewFields(fields: readonly DesignerField[]): RawCategoryField[] {
  return fields.map((field) => ({
    id: field.uid,
    key: field.key || field.uid,
    name: field.name.trim() || field.key,
    type: field.type,
    placeholder: field.placeholder,
    isRequired: field.isRequired,
    options: field.options.filter((option) => option.label.trim()).map((option) => ({ label: option.label, value: option.value || option.label })),
    defaultValue: field.defaultValue,
  }));
}

/** Server problems by row and property, e.g. `{ 'field-3': { options: '…' } }`; `name` etc. of the category apart. */
export interface DesignerErrors {
  category: Record<string, string>;
  fields: Record<string, Record<string, string>>;
}

const FIELD_DETAIL = /^\/fields\/(\d+)(?:\/([A-Za-z]+))?/;

/**
 * Maps `details` of a 400/409 to the rows of the list that was sent (`sent[i]` is row `i`).
 * `/fields/2/options/1` lands on row 2's `options`; `/name` on the category's name.
 */
export function mapServerErrors(details: readonly ValidationIssue[] | undefined, sent: readonly DesignerField[]): DesignerErrors {
  const errors: DesignerErrors = { category: {}, fields: {} };
  for (const issue of details ?? []) {
    const match = FIELD_DETAIL.exec(issue.field);
    if (match) {
      const row = sent[Number(match[1])];
      if (!row) continue;
      const property = match[2] === 'required' ? 'isRequired' : (match[2] ?? 'name');
      errors.fields[row.uid] = { ...errors.fields[row.uid], [property]: errors.fields[row.uid]?.[property] ?? issue.message };
    } else {
      const property = issue.field.replace(/^\//, '').split('/')[0] || 'name';
      errors.category[property] ??= issue.message;
    }
  }
  return errors;
}

/** The problems the designer catches before sending (the server checks the same). */
export function localFieldErrors(fields: readonly DesignerField[]): Record<string, Record<string, 'required' | 'duplicateKey' | 'noOptions' | 'optionLabel'>> {
  const errors: Record<string, Record<string, 'required' | 'duplicateKey' | 'noOptions' | 'optionLabel'>> = {};
  const seen = new Set<string>();
  for (const field of fields) {
    const own: Record<string, 'required' | 'duplicateKey' | 'noOptions' | 'optionLabel'> = {};
    if (!field.name.trim()) own.name = 'required';
    if (field.key && seen.has(field.key)) own.key = 'duplicateKey';
    seen.add(field.key);
    if (isChoiceType(field.type)) {
      if (field.options.length === 0) own.options = 'noOptions';
      else if (field.options.some((option) => !option.label.trim())) own.options = 'optionLabel';
    }
    if (Object.keys(own).length) errors[field.uid] = own;
  }
  return errors;
}
