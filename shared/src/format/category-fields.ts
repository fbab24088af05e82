// Category fields of the complaint / new-ticket forms, shared by the hub and the agent workspace:
// normalising what the server sends and serialising form values into what it accepts.
import dayjs, { type Dayjs } from 'dayjs';
import { numberPayloadOf } from './number-text.js';
import { normalizeFieldType, type CategoryFieldOption, type CategoryFieldType, type ComplaintFieldValue } from '@switchboard/shared/contracts';

/**
 * A category field as the server or an older template may send it: every property optional,
 * `required` as an alias of `isRequired`, options as plain strings or objects.
 */
export interface RawCategoryField {
  id?: string | null;
  key?: string | null;
  name?: string | null;
  type?: string | null;
  placeholder?: string | null;
  isRequired?: boolean | null;
  required?: boolean | null;
  options?: unknown;
  valueField?: string | null;
  defaultValue?: unknown;
}

/** A field ready to render: unique key, known type, labelled options and a default of the right kind. */
export interface ComplaintField {
  /** Sent back as the field's `id` (the server also matches by key). */
  id: string;
  /** Unique within the form; the form item's name. */
  key: string;
  /** The key the server knows the field by (its validation details name `/fields/<serverKey>`). */
  serverKey: string;
  name: string;
  type: CategoryFieldType;
  placeholder: string;
  isRequired: boolean;
  options: CategoryFieldOption[];
  /** In the payload's format: '' for text, null when unset, false for boolean, [] for multi_selection. */
  defaultValue: string | number | boolean | string[] | null;
}

/** What a form control holds for a field (dates as dayjs, the rest as sent). */
export type ComplaintFieldFormValue = string | number | boolean | string[] | Dayjs | null | undefined;

const PAYLOAD_DATE_FORMAT = 'YYYY-MM-DD';
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})/;

/** A real calendar day at the start of `value` (`YYYY-MM-DD…`), as the server checks it. */
function startsWithCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '_')
    .replace(/^_+|_+$/g, '');

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');

/** Options as `{label, value}` with string values: plain strings label themselves; objects read `valueField`. */
export function normaliseOptions(raw: unknown, valueField?: string | null): CategoryFieldOption[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const options: CategoryFieldOption[] = [];
  for (const entry of raw) {
    let option: CategoryFieldOption | null = null;
    if (typeof entry === 'string' || typeof entry === 'number') {
      option = { label: String(entry), value: String(entry) };
    } else if (entry && typeof entry === 'object') {
      const record = entry as Record<string, unknown>;
      const value = asText((valueField ? record[valueField] : undefined) ?? record.value ?? record.id ?? record.label ?? record.name);
      const label = asText(record.label ?? record.name) || value;
      option = { label, value };
    }
    // Select needs distinct, non-empty values.
    if (option && option.value !== '' && !seen.has(option.value)) {
      seen.add(option.value);
      options.push(option);
    }
  }
  return options;
}

/** A default of the field's kind: the given one when it fits the type, else the empty value. */
export function defaultValueFor(type: CategoryFieldType, raw: unknown, options: CategoryFieldOption[]): ComplaintField['defaultValue'] {
  const optionValues = new Set(options.map((o) => o.value));
  switch (type) {
    case 'text':
    case 'email':
    case 'textarea':
      return asText(raw);
    case 'number': {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
      return Number.isFinite(value) ? value : null;
    }
    case 'date':
      return typeof raw === 'string' && startsWithCalendarDate(raw) ? raw.slice(0, 10) : null;
    case 'datetime_picker':
      return typeof raw === 'string' && startsWithCalendarDate(raw) && dayjs(raw).isValid() ? raw : null;
    case 'boolean':
      return raw === true || raw === 'true';
    case 'select': {
      const value = Array.isArray(raw) ? raw[0] : raw;
      return typeof value === 'string' && optionValues.has(value) ? value : null;
    }
    case 'multi_selection': {
      const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? [raw] : [];
      return [...new Set(list.filter((v): v is string => typeof v === 'string' && optionValues.has(v)))];
    }
  }
}

/**
 * Keys made unique (a missing or repeated key gets one derived from the name, then the id,
 * then the position, so it stays the same for the same list), types normalised (unknown → text),
 * `required` read as `isRequired`, options labelled, defaults generated when missing.
 */
export function normaliseFields(rawFields: readonly RawCategoryField[] | null | undefined): ComplaintField[] {
  const used = new Set<string>();
  const claim = (candidates: string[]): string => {
    for (const candidate of candidates) {
      if (candidate && !used.has(candidate)) {
        used.add(candidate);
        return candidate;
      }
    }
    const base = candidates.find(Boolean) ?? 'field';
    let n = 2;
    while (used.has(`${base}_${n}`)) n += 1;
    used.add(`${base}_${n}`);
    return `${base}_${n}`;
  };

  return (rawFields ?? []).map((raw, index) => {
    const serverKey = (raw.key ?? '').trim();
    const nameSlug = slug(raw.name ?? '');
    const idSlug = slug(raw.id ?? '');
    const base = serverKey || nameSlug || idSlug || `field_${index + 1}`;
    const key = claim([base, idSlug && `${base}_${idSlug}`, `${base}_${index + 1}`]);
    const type = normalizeFieldType(raw.type ?? '') ?? 'text';
    const options = type === 'select' || type === 'multi_selection' ? normaliseOptions(raw.options, raw.valueField) : [];
    return {
      id: (raw.id ?? '').trim() || serverKey || key,
      key,
      serverKey: serverKey || key,
      name: (raw.name ?? '').trim() || serverKey || key,
      type,
      placeholder: raw.placeholder ?? '',
      isRequired: raw.isRequired === true || raw.required === true,
      options,
      defaultValue: defaultValueFor(type, raw.defaultValue, options),
    };
  });
}

/**
 * The form's starting values for the fields (dates become dayjs for the pickers). `saved` values
 * (in the payload's format, by key, e.g. a kept draft) replace the defaults where they fit the type.
 */
export function initialFieldValues(fields: readonly ComplaintField[], saved?: Record<string, unknown>): Record<string, ComplaintFieldFormValue> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = saved && saved[field.key] !== undefined ? defaultValueFor(field.type, saved[field.key], field.options) : field.defaultValue;
      if ((field.type === 'date' || field.type === 'datetime_picker') && typeof value === 'string') {
        // dayjs reads a bare `YYYY-MM-DD` as local midnight, the day the customer means.
        return [field.key, dayjs(value)];
      }
      return [field.key, Array.isArray(value) ? [...value] : value];
    }),
  );
}

const asDayjs = (value: unknown): Dayjs | null => {
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  if (typeof value === 'string' && value.trim()) {
    const parsed = dayjs(value.trim());
    return parsed.isValid() ? parsed : null;
  }
  return null;
};

/**
 * One value in the format the server's validator accepts (api `checkFieldValue`): trimmed text,
 * a number (or its typed text), `YYYY-MM-DD`, an ISO 8601 instant, a boolean, an option value or a list of them.
 * Undefined when the field is empty (the server treats absent and empty alike).
 */
export function serialiseFieldValue(field: ComplaintField, value: unknown): unknown {
  switch (field.type) {
    case 'text':
    case 'email':
    case 'textarea': {
      const text = asText(value).trim();
      return text || undefined;
    }
    case 'number':
      // Typed text goes as typed (the server keeps "129.90" beside the number it stores).
      return numberPayloadOf(value);
    case 'date':
      return asDayjs(value)?.format(PAYLOAD_DATE_FORMAT);
    case 'datetime_picker':
      return asDayjs(value)?.toISOString();
    case 'boolean':
      return value === true;
    case 'select':
      return typeof value === 'string' && value ? value : undefined;
    case 'multi_selection': {
      const list = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];
      return list.length > 0 ? [...new Set(list)] : undefined;
    }
  }
}

/** The payload's `fields` list: `{id, value}` for every field holding a value. */
export function toComplaintFields(fields: readonly ComplaintField[], values: Record<string, unknown> | undefined): ComplaintFieldValue[] {
  const result: ComplaintFieldValue[] = [];
  for (const field of fields) {
    const value = serialiseFieldValue(field, values?.[field.key]);
    if (value !== undefined) result.push({ id: field.id, value });
  }
  return result;
}
