import type { CategoryFieldType } from '@switchboard/shared/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/index.js';

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
export const SAMPLE_CATEGORIES: { name: string; description: string; fields: SampleField[] }[] = [
  {
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
      .values({ organization_id: organizationId, name: sample.name, description: sample.description })
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
