import { useCallback, useMemo, useRef, useState } from 'react';
import type { CategoryFieldType } from '@switchboard/shared/contracts';
import {
  addField,
  moveEntry,
  patchField,
  removeField,
  renameField,
  restoreField,
  setFieldKey,
  setFieldType,
  setOptions,
  type DesignerField,
  type DesignerOption,
} from './designer-model';
import type { FieldRowActions } from './designer-field-row';

/** The designer's field list and its edits; an edited row drops the server's complaints about it. */
export function useFieldDesigner(onRowEdited: (uid: string) => void) {
  const [fields, setFields] = useState<DesignerField[]>([]);
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  const edit = useCallback(
    (uid: string, change: (list: DesignerField[]) => DesignerField[]) => {
      onRowEdited(uid);
      setFields((list) => change(list));
    },
    [onRowEdited],
  );

  const actionsFor = useCallback(
    (uid: string, onRemove: (field: DesignerField, index: number) => void): FieldRowActions => ({
      rename: (name: string) => edit(uid, (list) => renameField(list, uid, name)),
      setKey: (key: string) => edit(uid, (list) => setFieldKey(list, uid, key)),
      setType: (type: CategoryFieldType) => edit(uid, (list) => setFieldType(list, uid, type)),
      patch: (change) => edit(uid, (list) => patchField(list, uid, change)),
      setOptions: (change: (options: DesignerOption[]) => DesignerOption[]) => edit(uid, (list) => setOptions(list, uid, change)),
      move: (step: -1 | 1) => setFields((list) => moveEntry(list, uid, step)),
      remove: () => {
        // Read outside the state updater: React may run an updater twice, the undo toast must show once.
        const index = fieldsRef.current.findIndex((field) => field.uid === uid);
        if (index < 0) return;
        onRemove(fieldsRef.current[index], index);
        setFields((list) => removeField(list, uid));
      },
    }),
    [edit],
  );

  return useMemo(
    () => ({
      fields,
      reset: setFields,
      add: (name: string) => setFields((list) => addField(list, name)),
      restore: (field: DesignerField, index: number) => setFields((list) => restoreField(list, field, index)),
      actionsFor,
    }),
    [fields, actionsFor],
  );
}
