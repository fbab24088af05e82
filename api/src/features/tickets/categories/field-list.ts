import {
  CATEGORY_FIELD_TYPES,
  fieldKeyOf,
  generatedFieldKey,
  normalizeFieldType,
  type CategoryField,
  type CategoryFieldInput,
  type CategoryFieldOption,
  type ValidationIssue,
} from '@switchboard/shared/contracts';
import { checkFieldValue } from '../shared/complaint-validation.js';

/** A field ready to store: the id of the field it updates, or none for a new one. */
export interface NormalizedField extends Omit<CategoryField, 'id'> {
  id: string | undefined;
  position: number;
}

const isEmptyValue = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Options of a choice field: strings become `{label, value}`; labels required, values unique. */
function normalizeOptions(raw: CategoryFieldInput['options'], path: string, details: ValidationIssue[]): CategoryFieldOption[] {
  if (!raw || raw.length === 0) {
    details.push({ field: `${path}/options`, message: 'must list at least one option' });
    return [];
  }
  const options: CategoryFieldOption[] = [];
  const seen = new Set<string>();
  raw.forEach((entry, index) => {
    const label = (typeof entry === 'string' ? entry : entry.label).trim();
    const given = typeof entry === 'string' ? undefined : entry.value?.trim();
    if (!label) {
      details.push({ field: `${path}/options/${index}`, message: 'needs a label' });
      return;
    }
    // A label with no Latin letters (e.g. Arabic) keeps itself as its value.
    const value = given || fieldKeyOf(label) || label;
    if (seen.has(value)) {
      details.push({ field: `${path}/options/${index}`, message: `repeats the value "${value}"` });
      return;
    }
    seen.add(value);
    options.push({ label, value });
  });
  return options;
}

/**
 * Checks and normalises the designer's whole field list. Keys are lower snake case and unique; a
 * missing key comes from the name (numbered when taken). `knownIds` are the category's current
 * field ids; any other id is refused. Problems are reported as `/fields/<index>/<property>`.
 */
export function normalizeFieldList(input: CategoryFieldInput[], knownIds: ReadonlySet<string>): { fields: NormalizedField[]; details: ValidationIssue[] } {
  const details: ValidationIssue[] = [];
  const fields: NormalizedField[] = [];
  const seenIds = new Set<string>();

  // Explicit keys first, so a generated key never takes one the user typed.
  const explicitKeys = new Map<string, number>();
  input.forEach((field, index) => {
    const key = field.key?.trim() ? fieldKeyOf(field.key) : '';
    if (!field.key?.trim()) return;
    if (!key) details.push({ field: `/fields/${index}/key`, message: 'must contain letters or digits' });
    else if (explicitKeys.has(key)) details.push({ field: `/fields/${index}/key`, message: `is already used by field ${explicitKeys.get(key)}` });
    else explicitKeys.set(key, index);
  });
  const usedKeys = new Set(explicitKeys.keys());

  input.forEach((field, index) => {
    const path = `/fields/${index}`;
    if (field.id !== undefined) {
      if (!knownIds.has(field.id)) details.push({ field: `${path}/id`, message: 'is not a field of this category' });
      else if (seenIds.has(field.id)) details.push({ field: `${path}/id`, message: 'appears twice in the list' });
      seenIds.add(field.id);
    }
    const name = field.name.trim();
    if (!name) details.push({ field: `${path}/name`, message: 'is required' });

    let key = field.key?.trim() ? fieldKeyOf(field.key) : '';
    if (!field.key?.trim()) {
      key = generatedFieldKey(name, usedKeys);
      usedKeys.add(key);
    }

    const type = normalizeFieldType(field.type);
    if (!type) {
      details.push({ field: `${path}/type`, message: `must be one of ${CATEGORY_FIELD_TYPES.join(', ')}` });
      return;
    }
    const isChoice = type === 'select' || type === 'multi_selection';
    const options = isChoice ? normalizeOptions(field.options, path, details) : [];
    const placeholder = field.placeholder?.trim() || null;
    const normalized: NormalizedField = {
      id: field.id,
      key,
      name,
      type,
      placeholder,
      isRequired: field.isRequired ?? field.required ?? false,
      options,
      valueField: isChoice ? 'value' : null,
      defaultValue: null,
      position: index,
    };
    if (!isEmptyValue(field.defaultValue)) {
      const checked = checkFieldValue({ ...normalized, id: field.id ?? '' }, field.defaultValue);
      if ('problem' in checked) details.push({ field: `${path}/defaultValue`, message: checked.problem });
      else normalized.defaultValue = checked.value;
    }
    fields.push(normalized);
  });
  return { fields, details };
}
