import { useState } from 'react';
import { Alert, App as AntdApp, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@switchboard/shared/client';
import { passwordApi } from './api';
import { errorCode, NewPasswordFields, newPasswordRefused } from './password-fields';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
}

/** Current, new and confirmed password; on success the agent's other sessions end (the server does it). */
export function ChangePasswordModal({ open, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation('shell');
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<ChangePasswordValues>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setFailure(null);
    onClose();
  };

  const submit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    setSaving(true);
    setFailure(null);
    try {
      await passwordApi.change({ currentPassword, newPassword });
      void message.success(t('password.changed'));
      close();
    } catch (error) {
      if (errorCode(error) === 'INVALID_CREDENTIALS') form.setFields([{ name: 'currentPassword', errors: [t('password.currentWrong')] }]);
      else if (newPasswordRefused(error)) form.setFields([{ name: 'newPassword', errors: [t('password.weak')] }]);
      else setFailure(describeApiError(error).title);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('password.changeTitle')}
      okText={t('password.save')}
      cancelText={t('password.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'change-password-save' }}
    >
      {failure ? <Alert type="error" title={failure} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving} data-testid="change-password-form">
        <Form.Item label={t('password.current')} name="currentPassword" rules={[{ required: true, message: t('password.required') }]}>
          <Input.Password autoComplete="current-password" autoFocus data-testid="current-password" />
        </Form.Item>
        <NewPasswordFields />
        {/* Enter in any field submits. */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
