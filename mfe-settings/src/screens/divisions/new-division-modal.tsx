import { useState } from 'react';
import { Form, Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DivisionDetails } from '@switchboard/shared/contracts';
import { useFeedback } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { divisionsApi } from './divisions-api';
import { DivisionFields, toDivisionWrite, useDivisionWriteErrors, type DivisionFormValues } from './division-form';

/** "New division": name and description in a modal over the list (a division has nothing else to set up). */
export function NewDivisionModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (division: DivisionDetails) => void }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const feedback = useFeedback();
  const showErrors = useDivisionWriteErrors();
  const [form] = Form.useForm<DivisionFormValues>();
  const [sending, setSending] = useState(false);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    // A field in error already says so beside it.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSending(true);
    try {
      const division = await divisionsApi.create(toDivisionWrite(values));
      form.resetFields();
      onCreated(division);
    } catch (error) {
      if (!showErrors(form, error)) feedback.failed(error, t('divisions.saveFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('divisions.newTitle')}
      okText={t('divisions.create')}
      cancelText={t('divisions.cancel')}
      onOk={() => void submit()}
      onCancel={close}
      confirmLoading={sending}
      okButtonProps={{ 'data-testid': 'division-create-submit' } as ButtonProps}
    >
      <Typography.Paragraph type="secondary">{t('divisions.newIntro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ name: '', description: '' }} onFinish={() => void submit()} data-testid="division-create-form">
        <DivisionFields autoFocus />
      </Form>
    </Modal>
  );
}
