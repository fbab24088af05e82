import { useState, type ReactNode } from 'react';
import { Alert, App as AntdApp, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { authApi, type ApiError } from '@switchboard/shared/client';
import { i18n } from '@switchboard/shared/i18n';
import type { SessionUser } from '@switchboard/shared/session';
import { SignInPanel } from './sign-in-panel.js';

export interface AgentLoginFormProps {
  onSignedIn: (user: SessionUser) => void;
  /** Called as the credentials are sent: the host starts fetching what it shows next, in parallel. */
  onSubmitting?: () => void;
  /** Below the sign-in button: the host's links (forgot password) and controls (language). */
  footer?: ReactNode;
}

interface Credentials {
  email: string;
  password: string;
}

/** The server's message (translated when its code is known), else the generic text. */
function loginErrorMessage(error: unknown): string {
  const body = (error as ApiError).response?.data;
  if (body?.code && i18n.exists(`errors.${body.code}`, { ns: 'common' }) && body.code !== 'VALIDATION_FAILED') {
    return i18n.t(`errors.${body.code}`, { ns: 'common' });
  }
  if (body?.message) return body.message;
  return i18n.t('login.invalid', { ns: 'common' });
}

/** Agent email + password sign-in (oauth/login, then users/me). Keeps the input when it fails. */
export function AgentLoginForm({ onSignedIn, onSubmitting, footer }: AgentLoginFormProps) {
  const { t } = useTranslation('common');
  const { message } = AntdApp.useApp();
  const [form] = Form.useForm<Credentials>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // A refusal is said once, in the alert above the fields: it stays while the agent corrects the
  // input and is read out by screen readers; a toast on top of it would say the same thing twice.
  const submit = async () => {
    const { email = '', password = '' } = form.getFieldsValue();
    if (!email.trim() || !password) {
      setFailure(t('login.required'));
      return;
    }
    setSending(true);
    setFailure(null);
    onSubmitting?.();
    try {
      await authApi.login(email.trim(), password);
      const user = await authApi.me();
      void message.success(t('login.success'));
      onSignedIn(user);
    } catch (error) {
      setFailure(loginErrorMessage(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <SignInPanel style={{ maxWidth: 400, width: '100%', margin: '64px auto' }}>
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 24 }}>
        {t('login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
      {failure ? <Alert type="error" title={failure} showIcon style={{ marginBottom: 16 }} role="alert" data-testid="login-error" /> : null}
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} disabled={sending}>
        <Form.Item label={t('login.email')} name="email">
          <Input type="email" autoComplete="username" placeholder={t('login.emailPlaceholder')} autoFocus />
        </Form.Item>
        <Form.Item label={t('login.password')} name="password">
          <Input.Password autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
          {t('login.signIn')}
        </Button>
      </Form>
      {footer}
    </SignInPanel>
  );
}
