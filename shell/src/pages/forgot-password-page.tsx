import { useState } from 'react';
import { Alert, Button, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { describeApiError } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { passwordApi } from '../account';
import { AuthPageFrame, AuthPageLanguage } from './auth-page-frame';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ email }: { email: string }) => {
    setSending(true);
    setFailure(null);
    try {
      await passwordApi.forgot(email.trim());
      setSent(true);
    } catch (error) {
      setFailure(describeApiError(error).title);
    } finally {
      setSending(false);
    }
  };

  const backToSignIn = <Link to={paths.login()}>{t('password.backToSignIn')}</Link>;

  return (
    <AuthPageFrame title={t('password.forgotTitle')}>
      {sent ? (
        <Result status="success" title={t('password.forgotSent')} subTitle={t('password.forgotSentDetail')} extra={backToSignIn} style={{ padding: 0 }} data-testid="forgot-password-sent" />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('password.forgotIntro')}</Typography.Paragraph>
          {failure ? <Alert type="error" title={failure} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
          <Form layout="vertical" requiredMark={false} onFinish={submit} disabled={sending}>
            <Form.Item
              label={t('password.email')}
              name="email"
              rules={[
                { required: true, message: t('password.emailRequired') },
                { type: 'email', message: t('password.emailInvalid') },
              ]}
            >
              <Input type="email" autoComplete="username" autoFocus data-testid="forgot-email" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={sending} data-testid="forgot-submit">
              {t('password.sendLink')}
            </Button>
          </Form>
          <Typography.Paragraph style={{ marginBlock: '12px 0', textAlign: 'center' }}>{backToSignIn}</Typography.Paragraph>
        </>
      )}
      <AuthPageLanguage />
    </AuthPageFrame>
  );
}
