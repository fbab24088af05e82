import { CategoryFieldItem as SharedCategoryFieldItem, type CategoryFieldItemProps } from '@switchboard/shared/thread';

export { WIDE_FIELD_TYPES } from '@switchboard/shared/thread';

/** One category field of the complaint form: the shared field item, test ids `complaint-field-<key>`. */
export function CategoryFieldItem({ field }: Pick<CategoryFieldItemProps, 'field'>) {
  // The customer fills in their own details: the browser may offer their address.
  return <SharedCategoryFieldItem field={field} testIdPrefix="complaint-field" ownEmail />;
}
