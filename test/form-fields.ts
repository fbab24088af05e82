import { normaliseFields } from '@switchboard/shared/format';

/**
 * Category fields of a complaint or new-ticket form, as normalised from the server: `order` (text,
 * required), a second field with the same server key (form key `order_id_order_2`, found by its id)
 * and `when` (a date).
 */
export const sampleFormFields = () =>
  normaliseFields([
    { id: 'id-order', key: 'order', name: 'Order', type: 'text', isRequired: true },
    { id: 'id-order-2', key: 'order', name: 'Second order', type: 'number' },
    { id: 'id-when', key: 'when', name: 'When', type: 'date_picker' },
  ]);
