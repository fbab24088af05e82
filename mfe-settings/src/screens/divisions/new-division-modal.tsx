import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DivisionDetails } from '@switchboard/shared/contracts';
import { FormModal } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { divisionsApi } from './divisions-api';
import { DivisionFields, toDivisionWrite, useDivisionWriteErrors, type DivisionFormValues } from './division-form';

/** "New division": name and description in a modal over the list (a division has nothing else to set up). */
export function NewDivisionModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (division: DivisionDetails) => void }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const showErrors = useDivisionWriteErrors();
  const [form] = Form.useForm<DivisionFormValues>();
  return (
    <FormModal<DivisionFormValues, DivisionDetails>
      open={open}
      title={t('divisions.newTitle')}
      intro={t('divisions.newIntro')}
      okText={t('divisions.create')}
      cancelText={t('divisions.cancel')}
      okTestId="division-create-submit"
      form={form}
      initialValues={{ name: '', description: '' }}
      send={(values) => divisionsApi.create(toDivisionWrite(values))}
      onDone={onCreated}
      onClose={onClose}
      fieldErrors={(error) => showErrors(form, error)}
      failedText={t('divisions.saveFailed')}
      formTestId="division-create-form"
    >
      <DivisionFields autoFocus />
    </FormModal>
  );
}
