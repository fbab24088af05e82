import { useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { hubAuthApi } from '../../api';
import { isValidEmail } from '../../auth';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { useHubFeedback } from '../../feedback';

export interface ForgotPasswordViewProps {
  organizationId: string | null;
  onBackToLogin: () => void;
}

/** Forgot password: the email request, then the link-sent confirmation. */
export function ForgotPasswordView({ organizationId, onBackToLogin }: ForgotPasswordViewProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const [form] = Form.useForm<{ email?: string }>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async () => {
    const email = form.getFieldValue('email')?.trim() ?? '';
    if (!isValidEmail(email)) {
      feedback.warning(t('messages.invalidEmail'));
      return;
    }
    setSending(true);
    try {
      await hubAuthApi.requestPasswordReset({ email, ...(organizationId ? { organizationId } : {}) });
      // The "check your email" panel is the confirmation: no toast on top of it.
      setSentTo(email);
    } catch (error) {
      feedback.error(feedback.describe(error, t('messages.genericError')));
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <Result
        status="success"
        title={t('auth.linkSentTitle')}
        subTitle={t('auth.linkSentBody', { email: sentTo })}
        extra={<Button onClick={onBackToLogin}>{t('auth.backToLogin')}</Button>}
      />
    );
  }

  return (
    <Form form={form} name="hub-forgot" layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label={t('auth.email')} name="email">
        <Input inputMode="email" autoComplete="email" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
        {t('auth.sendLink')}
      </Button>
      <Button type="link" block onClick={onBackToLogin} style={{ marginTop: 8 }}>
        {t('auth.backToLogin')}
      </Button>
    </Form>
  );
}
