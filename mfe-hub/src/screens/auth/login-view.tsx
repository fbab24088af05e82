import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hubAuthApi } from '../../api';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { useHubFeedback } from '../../feedback';
import type { ApiError } from '@switchboard/shared/client';
import { OtpStep } from './otp-step';
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

/** The login view of the auth screen (spec §2, §5, §8). */
export function LoginView({ organizationId, target, onForgotPassword }: LoginViewProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const completeSignIn = useCompleteSignIn();
  const [form] = Form.useForm<LoginValues>();
  const [sending, setSending] = useState(false);
  // An account whose registration was never verified: offer a new code instead of a dead end.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [otpSent, setOtpSent] = useState<{ email: string; resendAfter: number } | null>(null);

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
      if ((error as ApiError).response?.data?.code === 'ACCOUNT_NOT_VERIFIED') setUnverifiedEmail(email);
      feedback.error(feedback.describe(error, t('messages.loginFailed')));
      setSending(false);
    }
  };

  const sendNewCode = async (email: string) => {
    setSending(true);
    try {
      const sent = await hubAuthApi.resendOtp({ email, ...(organizationId ? { organization: organizationId } : {}) });
      feedback.success(t('messages.otpSent'));
      setOtpSent({ email, resendAfter: sent.resendAfter });
    } catch (error) {
      const retryAfter = (error as ApiError).response?.data?.retryAfter;
      // A code sent moments ago is still good: go to the code step with the wait left.
      if (typeof retryAfter === 'number') setOtpSent({ email, resendAfter: retryAfter });
      else feedback.error(feedback.describe(error, t('messages.genericError')));
    } finally {
      setSending(false);
    }
  };

  if (otpSent) return <OtpStep email={otpSent.email} organizationId={organizationId} ticketId={null} resendAfter={otpSent.resendAfter} />;

  return (
    <Form form={form} name="hub-login" layout="vertical" onFinish={submit} requiredMark={false}>
      {unverifiedEmail ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="login-unverified"
          title={t('auth.notVerifiedTitle')}
          description={t('auth.notVerifiedBody', { email: unverifiedEmail })}
          action={
            <Button size="small" onClick={() => void sendNewCode(unverifiedEmail)} disabled={sending}>
              {t('auth.verifyNow')}
            </Button>
          }
        />
      ) : null}
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
