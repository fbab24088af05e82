import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH, OTP_RESEND_SECONDS, paths } from '@switchboard/shared/contracts';
import { hubAuthApi } from '../../api';
import { formatCountdown, isValidOtp } from '../../auth';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { useHubFeedback } from '../../feedback';
import { clearPendingRegistration } from './pending-registration';
import { useCompleteSignIn } from './use-complete-sign-in';
import { useCountdown } from './use-countdown';

export interface OtpStepProps {
  email: string;
  /** The registration the code belongs to (from the register answer): a code completes only its own. */
  registrationId: string;
  organizationId: string | null;
  ticketId: string | null;
  /** Seconds before a new code may be asked for (the register answer's `resendAfter`). */
  resendAfter?: number;
}

/** The third register step: the emailed 6-digit code, with the resend countdown. */
export function OtpStep({ email, registrationId, organizationId, ticketId, resendAfter = OTP_RESEND_SECONDS }: OtpStepProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const completeSignIn = useCompleteSignIn();
  const { secondsLeft, restart } = useCountdown(resendAfter);
  const [otp, setOtp] = useState('');
  const [sending, setSending] = useState(false);
  const [resending, setResending] = useState(false);
  const organization = organizationId ? { organization: organizationId } : {};

  const verify = async () => {
    if (!isValidOtp(otp)) {
      feedback.warning(t('messages.invalidOtp'));
      return;
    }
    setSending(true);
    try {
      const { access_token } = await hubAuthApi.verifyOtp({ otp, verificationtype: 'register', email, registrationId, ...organization });
      clearPendingRegistration();
      feedback.success(t('messages.otpVerified'));
      await completeSignIn(access_token, ticketId ? paths.hubTicket(ticketId) : paths.hubTickets());
    } catch (error) {
      feedback.error(feedback.describe(error, t('messages.unknownError')));
      setSending(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const answer = await hubAuthApi.resendOtp({ email, registrationId, ...organization });
      feedback.success(t('messages.otpSent'));
      restart(answer.resendAfter);
    } catch (error) {
      const retryAfter = (error as { response?: { data?: { retryAfter?: unknown } } }).response?.data?.retryAfter;
      if (typeof retryAfter === 'number') restart(retryAfter);
      feedback.error(feedback.describe(error, t('messages.unknownError')));
    } finally {
      setResending(false);
    }
  };

  return (
    <Form name="hub-otp" layout="vertical" onFinish={verify} requiredMark={false}>
      <Typography.Paragraph type="secondary">{t('auth.otpPrompt', { email })}</Typography.Paragraph>
      <Form.Item label={t('auth.otp')} htmlFor="hub-otp-input" data-testid="otp-input">
        <Input.OTP
          id="hub-otp-input"
          length={OTP_LENGTH}
          autoFocus
          // Digits only; onInput reports partial codes too (onChange only fires once all boxes are full).
          formatter={(text) => text.replace(/\D/g, '')}
          onInput={(cells) => setOtp(cells.join(''))}
          inputMode="numeric"
          aria-label={t('auth.otp')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
        {t('auth.verify')}
      </Button>
      <Flex justify="center" style={{ marginTop: 12 }}>
        {secondsLeft > 0 ? (
          <Typography.Text type="secondary" data-testid="otp-countdown">
            {t('auth.resendIn', { time: formatCountdown(secondsLeft) })}
          </Typography.Text>
        ) : (
          <Button type="link" onClick={resend} loading={resending} disabled={resending}>
            {t('auth.resend')}
          </Button>
        )}
      </Flex>
    </Form>
  );
}
