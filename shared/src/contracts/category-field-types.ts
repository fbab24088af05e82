/**
 * Category field types as stored and returned. Older clients' names are aliases (`plain_text`,
 * `text_area`, `date_picker`, `dropdown`); `normalizeFieldType` maps them to these.
 */
export const CATEGORY_FIELD_TYPES = ['text', 'email', 'number', 'textarea', 'date', 'datetime_picker', 'boolean', 'select', 'multi_selection'] as const;
export type CategoryFieldType = (typeof CATEGORY_FIELD_TYPES)[number];

export const CATEGORY_FIELD_TYPE_ALIASES: Readonly<Record<string, CategoryFieldType>> = {
  plain_text: 'text',
  text_area: 'textarea',
  date_picker: 'date',
  datetime: 'datetime_picker',
  dropdown: 'select',
  multi_select: 'multi_selection',
  multiselect: 'multi_selection',
};

/** The stored type for a type name or alias (case-insensitive); undefined when unknown. */
export function normalizeFieldType(type: string): CategoryFieldType | undefined {
  const key = type.trim().toLowerCase();
  if ((CATEGORY_FIELD_TYPES as readonly string[]).includes(key)) return key as CategoryFieldType;
  return CATEGORY_FIELD_TYPE_ALIASES[key];
}
