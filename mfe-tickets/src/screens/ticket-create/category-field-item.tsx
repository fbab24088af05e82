import { CategoryFieldItem as SharedCategoryFieldItem, type CategoryFieldItemProps } from '@switchboard/shared/thread';

export { WIDE_FIELD_TYPES } from '@switchboard/shared/thread';

/**
 * One category field of the agent's new-ticket form (and the designer's preview): the hub's shared
 * field item, test ids `ticket-create-field-<key>`. The agent types the customer's address, so the
 * browser must not offer the agent's own.
 */
export function CategoryFieldItem({ field }: Pick<CategoryFieldItemProps, 'field'>) {
  return <SharedCategoryFieldItem field={field} testIdPrefix="ticket-create-field" />;
}
