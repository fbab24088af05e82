import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { HUB_NAMESPACE } from '../../i18n/resources';

/**
 * A new password and its confirmation (`confirmPassword`), typed where the browser offers a generated
 * one; the form checks them together when it is sent (`newPasswordProblem`).
 */
export function NewPasswordItems({ name, label }: { name: 'password' | 'newPassword'; label: string }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <>
      <Form.Item label={label} name={name} extra={t('auth.passwordHint')}>
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item label={t('auth.confirmPassword')} name="confirmPassword">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
