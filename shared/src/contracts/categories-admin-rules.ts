// Category administration rules shared by the api and the field designer, with no schema: a screen
// that checks a category or makes a field key loads no TypeBox.

export const CATEGORY_NAME_MAX_LENGTH = 120;
export const CATEGORY_DESCRIPTION_MAX_LENGTH = 1000;
export const CATEGORY_MAX_FIELDS = 100;
export const CATEGORY_FIELD_MAX_OPTIONS = 200;
export const CATEGORY_FIELD_KEY_MAX_LENGTH = 64;
/** A field's name and placeholder, and an option's label and value. */
export const CATEGORY_FIELD_TEXT_MAX_LENGTH = 200;

/**
 * A field key or option value made from any text, as the server stores it: lower snake case,
 * accents dropped, at most CATEGORY_FIELD_KEY_MAX_LENGTH characters (`Order Number` → `order_number`);
 * empty when nothing Latin is left.
 */
export function fieldKeyOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, CATEGORY_FIELD_KEY_MAX_LENGTH);
}

/** The key a field without one gets from its name: `field` when the name has nothing Latin, numbered (`_2`, …) when taken. */
export function generatedFieldKey(name: string, taken: ReadonlySet<string>): string {
  const base = fieldKeyOf(name) || 'field';
  let key = base;
  for (let n = 2; taken.has(key); n++) key = `${base}_${n}`;
  return key;
}

export const CATEGORY_SORT_FIELDS = ['name', 'addedDate', 'updatedDate', 'fieldCount'] as const;
export type CategorySortField = (typeof CATEGORY_SORT_FIELDS)[number];
