import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hubAuthApi } from '../../api';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { useHubFeedback } from '../../feedback';
import { useCompleteSignIn } from './use-complete-sign-in';

interface LoginValues {
  email?: string;
  password?: string;
}

export interface LoginViewProps {
  organizationId: string | null;
  /** Where the customer goes after signing in. */
  target: string;
  onForgotPassword: () => void;
}

/** The login view of the auth screen. */
export function LoginView({ organizationId, target, onForgotPassword }: LoginViewProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const completeSignIn = useCompleteSignIn();
  const [form] = Form.useForm<LoginValues>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const email = form.getFieldValue('email')?.trim() ?? '';
    const password = form.getFieldValue('password') ?? '';
    if (!email || !password) {
      feedback.warning(t('messages.emailPasswordRequired'));
      return;
    }
    setSending(true);
    try {
      const { access_token } = await hubAuthApi.login({ email, password, ...(organizationId ? { organizationId } : {}) });
      await completeSignIn(access_token, target);
      feedback.success(t('messages.loginSuccess'));
    } catch (error) {
      // ACCOUNT_NOT_VERIFIED included: its text says to register again (a code is bound to the tab that registered).
      feedback.error(feedback.describe(error, t('messages.loginFailed')));
      setSending(false);
    }
  };

  return (
    <Form form={form} name="hub-login" layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label={t('auth.email')} name="email">
        <Input inputMode="email" autoComplete="email" autoFocus />
      </Form.Item>
      <Form.Item label={t('auth.password')} name="password">
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
        <Typography.Link onClick={onForgotPassword}>{t('auth.forgotLink')}</Typography.Link>
      </Flex>
      <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
        {t('auth.login')}
      </Button>
    </Form>
  );
}
