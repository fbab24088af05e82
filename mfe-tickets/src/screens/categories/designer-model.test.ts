import { fieldKeyOf, generatedFieldKey } from '@switchboard/shared/contracts';
import type { CategoryAdminField } from '@switchboard/shared/contracts';
import {
  addField,
  fromSavedFields,
  localFieldErrors,
  mapServerErrors,
  moveEntry,
  newOption,
  relabelOption,
  removeField,
  renameField,
  restoreField,
  setFieldKey,
  setFieldType,
  setOptionValue,
  setOptions,
  toFieldInput,
} from './designer-model';

const SAVED: CategoryAdminField[] = [
  { id: 'b', key: 'model', name: 'Model', type: 'select', placeholder: null, isRequired: true, options: [{ label: 'LaserJet 4', value: 'lj4' }], valueField: 'value', defaultValue: null, position: 1 },
  { id: 'a', key: 'order_no', name: 'Order no', type: 'text', placeholder: 'ORD-…', isRequired: false, options: [], valueField: null, defaultValue: null, position: 0 },
];

describe('keys', () => {
  it('are lower snake case of the name', () => {
    expect(fieldKeyOf('Order Number')).toBe('order_number');
    expect(fieldKeyOf('  Café crème!! ')).toBe('cafe_creme');
    expect(fieldKeyOf('orderID')).toBe('order_id');
    expect(fieldKeyOf('رقم')).toBe('');
  });

  it('are numbered when taken, and `field` when nothing Latin is left', () => {
    expect(generatedFieldKey('Model', new Set(['model', 'model_2']))).toBe('model_3');
    expect(generatedFieldKey('رقم', new Set())).toBe('field');
  });

  it('follow the name until edited, and again once emptied', () => {
    let fields = addField([], 'Serial');
    const uid = fields[0].uid;
    fields = renameField(fields, uid, 'Serial Number');
    expect(fields[0].key).toBe('serial_number');
    fields = setFieldKey(fields, uid, 'SN Code');
    expect(fields[0]).toMatchObject({ key: 'sn_code', keyEdited: true });
    fields = renameField(fields, uid, 'Something else');
    expect(fields[0].key).toBe('sn_code');
    fields = setFieldKey(fields, uid, '');
    expect(fields[0]).toMatchObject({ key: 'something_else', keyEdited: false });
  });

  it('a new field never takes a key in use', () => {
    const fields = addField(addField([], 'Model'), 'Model');
    expect(fields.map((f) => f.key)).toEqual(['model', 'model_2']);
  });
});

describe('the list', () => {
  it('loads saved fields by position with their keys fixed', () => {
    const fields = fromSavedFields(SAVED);
    expect(fields.map((f) => [f.id, f.keyEdited])).toEqual([
      ['a', true],
      ['b', true],
    ]);
    expect(renameField(fields, fields[0].uid, 'Invoice')[0].key).toBe('order_no');
  });

  it('moves up and down, and stays put at the ends', () => {
    const fields = addField(addField(addField([], 'A'), 'B'), 'C');
    const [a, b, c] = fields;
    expect(moveEntry(fields, c.uid, -1).map((f) => f.name)).toEqual(['A', 'C', 'B']);
    expect(moveEntry(fields, a.uid, 1).map((f) => f.name)).toEqual(['B', 'A', 'C']);
    expect(moveEntry(fields, a.uid, -1).map((f) => f.name)).toEqual(['A', 'B', 'C']);
    expect(moveEntry(fields, c.uid, 1).map((f) => f.name)).toEqual(['A', 'B', 'C']);
    expect(moveEntry(fields, b.uid, 1).map((f) => f.name)).toEqual(['A', 'C', 'B']);
  });

  it('removes a field and puts it back where it was', () => {
    const fields = addField(addField(addField([], 'A'), 'B'), 'C');
    const removed = removeField(fields, fields[1].uid);
    expect(removed.map((f) => f.name)).toEqual(['A', 'C']);
    expect(restoreField(removed, fields[1], 1)).toEqual(fields);
  });
});

describe('options', () => {
  it('a choice type starts with one option; other types drop them and the default', () => {
    let fields = addField([], 'Colour');
    const uid = fields[0].uid;
    fields = setFieldType(fields, uid, 'select');
    expect(fields[0].options).toHaveLength(1);
    fields = setFieldType(fields, uid, 'number');
    expect(fields[0]).toMatchObject({ options: [], defaultValue: null });
  });

  it('values follow labels until edited', () => {
    let options = [newOption('')];
    const uid = options[0].uid;
    options = relabelOption(options, uid, 'Dark Blue');
    expect(options[0].value).toBe('dark_blue');
    options = setOptionValue(options, uid, 'navy');
    options = relabelOption(options, uid, 'Navy blue');
    expect(options[0]).toMatchObject({ label: 'Navy blue', value: 'navy' });
    expect(relabelOption([newOption('')], 'none', 'x')[0].value).toBe('');
  });

  it('removing an option drops it from the default', () => {
    let fields = addField([], 'Colour');
    const uid = fields[0].uid;
    fields = setFieldType(fields, uid, 'multi_selection');
    fields = setOptions(fields, uid, () => [newOption('Red'), newOption('Blue')]);
    fields = fields.map((f) => ({ ...f, defaultValue: ['red', 'blue'] }));
    fields = setOptions(fields, uid, (options) => options.filter((o) => o.value !== 'red'));
    expect(fields[0].defaultValue).toEqual(['blue']);
  });
});

describe('sending and server errors', () => {
  it('sends saved ids, keys, options and the default', () => {
    const [order, model] = fromSavedFields(SAVED);
    expect(toFieldInput(model)).toEqual({ id: 'b', key: 'model', name: 'Model', type: 'select', placeholder: null, isRequired: true, options: [{ label: 'LaserJet 4', value: 'lj4' }], defaultValue: null });
    expect(toFieldInput({ ...order, id: undefined, placeholder: ' ', key: 'order_no_' })).toMatchObject({ key: 'order_no', placeholder: null, options: null });
    expect(toFieldInput(order)).not.toHaveProperty('id', undefined);
  });

  it('maps /fields/<index>/<property> to the row sent at that index, and /name to the category', () => {
    const sent = addField(addField([], 'A'), 'B');
    const errors = mapServerErrors(
      [
        { field: '/fields/1/options/0', message: 'needs a label' },
        { field: '/fields/0/key', message: 'is already used by field 1' },
        { field: '/fields/9/name', message: 'ghost' },
        { field: '/name', message: 'is already used by another category' },
      ],
      sent,
    );
    expect(errors.fields).toEqual({ [sent[1].uid]: { options: 'needs a label' }, [sent[0].uid]: { key: 'is already used by field 1' } });
    expect(errors.category).toEqual({ name: 'is already used by another category' });
  });

  it('catches missing names, duplicate keys and empty options before sending', () => {
    let fields = addField(addField([], 'A'), '');
    fields = setFieldKey(fields, fields[1].uid, 'a');
    fields = setFieldType(fields, fields[0].uid, 'select');
    expect(localFieldErrors(fields)).toEqual({ [fields[0].uid]: { options: 'optionLabel' }, [fields[1].uid]: { name: 'required', key: 'duplicateKey' } });
  });
});
