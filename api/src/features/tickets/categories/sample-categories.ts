import type { CategoryField, CategoryFieldType, Locale } from '@switchboard/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';
import { SAMPLE_CATEGORY_TRANSLATIONS, type SampleCategoryTexts, type SampleKey } from './sample-category-texts.js';

interface SampleField {
  key: string;
  name: string;
  type: CategoryFieldType;
  placeholder?: string;
  isRequired?: boolean;
  options?: { label: string; value: string }[];
  defaultValue?: unknown;
}

const options = (...labels: string[]) => labels.map((label) => ({ label, value: label.toLowerCase().replace(/[^a-z0-9]+/g, '_') }));

/** Three categories that together use every field type, so a fresh hub can raise complaints at once. */
export const SAMPLE_CATEGORIES: { key: SampleKey; name: string; description: string; fields: SampleField[] }[] = [
  {
    key: 'billing',
    name: 'Billing',
    description: 'Invoices, charges and refunds',
    fields: [
      { key: 'invoice_number', name: 'Invoice number', type: 'text', placeholder: 'INV-2024-0001', isRequired: true },
      { key: 'amount', name: 'Amount', type: 'number', placeholder: '0.00', isRequired: true },
      { key: 'billing_email', name: 'Billing email', type: 'email', placeholder: 'billing@example.com' },
      { key: 'payment_method', name: 'Payment method', type: 'select', isRequired: true, options: options('Credit card', 'Bank transfer', 'PayPal') },
      { key: 'charged_on', name: 'Charged on', type: 'date' },
    ],
  },
  {
    key: 'delivery',
    name: 'Delivery',
    description: 'Orders that are late, damaged or incomplete',
    fields: [
      { key: 'order_number', name: 'Order number', type: 'text', placeholder: 'ORD-12345', isRequired: true },
      { key: 'expected_delivery', name: 'Expected delivery', type: 'datetime_picker' },
      { key: 'problems', name: 'What went wrong', type: 'multi_selection', isRequired: true, options: options('Late', 'Damaged', 'Missing items', 'Wrong item') },
      { key: 'delivery_address', name: 'Delivery address', type: 'textarea', placeholder: 'Street, city, postcode' },
      { key: 'left_with_neighbour', name: 'Left with a neighbour', type: 'boolean', defaultValue: false },
    ],
  },
  {
    key: 'technical_issue',
    name: 'Technical issue',
    description: 'Something in the product does not work',
    fields: [
      { key: 'product', name: 'Product', type: 'select', isRequired: true, options: options('Web app', 'Mobile app', 'API') },
      { key: 'occurred_at', name: 'When did it happen', type: 'datetime_picker' },
      { key: 'steps', name: 'Steps to reproduce', type: 'textarea', placeholder: '1. …', isRequired: true },
      { key: 'error_code', name: 'Error code', type: 'text' },
      { key: 'blocking', name: 'Blocks my work', type: 'boolean', defaultValue: false },
      { key: 'contact_email', name: 'Contact email', type: 'email' },
    ],
  },
];

/**
 * Seeds the sample categories when the organisation has none at all (first start). Idempotent: a
 * second call, or an organisation whose categories were deactivated, gets nothing new.
 */
export async function seedSampleCategories(trx: Kysely<Database>, organizationId: string): Promise<boolean> {
  const existing = await trx.selectFrom('categories').select('id').where('organization_id', '=', organizationId).limit(1).executeTakeFirst();
  if (existing) return false;
  for (const sample of SAMPLE_CATEGORIES) {
    const category = await trx
      .insertInto('categories')
      .values({ organization_id: organizationId, name: sample.name, description: sample.description, sample_key: sample.key })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('category_fields')
      .values(
        sample.fields.map((field, position) => ({
          category_id: category.id,
          key: field.key,
          name: field.name,
          type: field.type,
          placeholder: field.placeholder ?? null,
          is_required: field.isRequired ?? false,
          options: JSON.stringify(field.options ?? []),
          value_field: field.options ? 'value' : null,
          default_value: field.defaultValue === undefined ? null : JSON.stringify(field.defaultValue),
          position,
        })),
      )
      .execute();
  }
  return true;
}

/** The seeded English texts of a sample category, with its translations for `locale`; undefined for an unknown key or English. */
function sampleTexts(sampleKey: string | null | undefined, locale: Locale | undefined): { seeded: (typeof SAMPLE_CATEGORIES)[number]; shown: SampleCategoryTexts } | undefined {
  if (!sampleKey || !locale || locale === 'en-us') return undefined;
  const seeded = SAMPLE_CATEGORIES.find((sample) => sample.key === sampleKey);
  const shown = SAMPLE_CATEGORY_TRANSLATIONS[locale]?.[sampleKey as SampleKey];
  return seeded && shown ? { seeded, shown } : undefined;
}

/**
 * A sample category's name and description in the reader's language. Each text is translated only
 * while it still equals the seeded English: what an administrator typed is shown as typed.
 */
export function localizedSampleCategory<T extends { name: string; description: string | null }>(category: T, sampleKey: string | null | undefined, locale: Locale | undefined): T {
  const texts = sampleTexts(sampleKey, locale);
  if (!texts) return category;
  return {
    ...category,
    name: category.name === texts.seeded.name ? texts.shown.name : category.name,
    description: category.description === texts.seeded.description ? texts.shown.description : category.description,
  };
}

/** A ticket's category name in the reader's language, while it is a sample's untouched name. */
export function localizedSampleCategoryName(name: string, sampleKey: string | null | undefined, locale: Locale | undefined): string {
  return localizedSampleCategory({ name, description: null }, sampleKey, locale).name;
}

/**
 * A sample category's field in the reader's language: its name, placeholder and option labels, each
 * only while it equals the seeded English one. Fields are known by their key, options by their value;
 * option values never change (tickets store them), only the labels shown for them.
 */
export function localizedSampleField<F extends CategoryField>(field: F, sampleKey: string | null | undefined, locale: Locale | undefined): F {
  const texts = sampleTexts(sampleKey, locale);
  const seeded = texts?.seeded.fields.find((candidate) => candidate.key === field.key);
  if (!texts || !seeded) return field;
  const shownName = texts.shown.fields[field.key];
  const shownPlaceholder = texts.shown.placeholders?.[field.key];
  return {
    ...field,
    name: shownName && field.name === seeded.name ? shownName : field.name,
    placeholder: shownPlaceholder && field.placeholder === seeded.placeholder ? shownPlaceholder : field.placeholder,
    options: field.options.map((option) => {
      const seededLabel = seeded.options?.find((candidate) => candidate.value === option.value)?.label;
      const shownLabel = texts.shown.options[option.value];
      return seededLabel !== undefined && shownLabel && option.label === seededLabel ? { ...option, label: shownLabel } : option;
    }),
  };
}

/**
 * Sample keys whose category name or description, as shown in `locale`, contains `query` (case
 * insensitive): a search typed in the reader's language finds the samples it sees.
 */
export function sampleKeysMatching(query: string, locale: Locale | undefined): SampleKey[] {
  if (!locale || locale === 'en-us') return [];
  const needle = query.toLocaleLowerCase(locale);
  return SAMPLE_CATEGORIES.filter((sample) => {
    const shown = SAMPLE_CATEGORY_TRANSLATIONS[locale][sample.key];
    return shown.name.toLocaleLowerCase(locale).includes(needle) || shown.description.toLocaleLowerCase(locale).includes(needle);
  }).map((sample) => sample.key);
}
