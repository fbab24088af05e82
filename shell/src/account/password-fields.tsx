import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@switchboard/shared/contracts';
import type { ApiError } from '@switchboard/shared/client';

/** The new password and its confirmation, checked with the server's length rule before sending. */
export function NewPasswordFields() {
  const { t } = useTranslation('shell');
  return (
    <>
      <Form.Item
        label={t('password.new')}
        name="newPassword"
        extra={t('password.rule', { min: PASSWORD_MIN_LENGTH })}
        rules={[
          { required: true, message: t('password.required') },
          { min: PASSWORD_MIN_LENGTH, message: t('password.tooShort', { min: PASSWORD_MIN_LENGTH }) },
          { max: PASSWORD_MAX_LENGTH, message: t('password.tooLong', { max: PASSWORD_MAX_LENGTH }) },
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        label={t('password.confirm')}
        name="confirmPassword"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('password.required') },
          ({ getFieldValue }) => ({
            validator: (_rule, value) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(t('password.mismatch')))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
    </>
  );
}

/** The code of an API error answer, if any. */
export function errorCode(error: unknown): string | undefined {
  return (error as ApiError).response?.data?.code;
}

/** True when the server refused the new password itself (too short, too long or too common). */
export function newPasswordRefused(error: unknown): boolean {
  const body = (error as ApiError).response?.data;
  return body?.code === 'VALIDATION_FAILED' && (body.details ?? []).some((detail) => detail.field === '/newPassword');
}
