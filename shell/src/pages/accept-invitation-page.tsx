import { useState } from 'react';
import { Alert, Button, Form, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { describeApiError } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { errorCode, NewPasswordFields, newPasswordRefused, passwordApi } from '../account';
import { AuthPageFrame, AuthPageLanguage } from './auth-page-frame';

interface InvitationValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * An invited agent chooses their password from the mailed link (`?token=`); the account becomes
 * active and the page sends them to sign in. A used or expired link says so: only an administrator
 * can send a new one.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<InvitationValues>();
  const [saving, setSaving] = useState(false);
  const [acceptedEmail, setAcceptedEmail] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : t('invitation.linkInvalid'));
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ newPassword }: InvitationValues) => {
    setSaving(true);
    setFailure(null);
    try {
      const { email } = await passwordApi.acceptInvitation({ token, newPassword });
      setAcceptedEmail(email);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'RESET_LINK_EXPIRED') setLinkProblem(t('invitation.linkExpired'));
      else if (code === 'RESET_LINK_INVALID') setLinkProblem(t('invitation.linkInvalid'));
      else if (newPasswordRefused(error)) form.setFields([{ name: 'newPassword', errors: [t('password.weak')] }]);
      else setFailure(describeApiError(error).title);
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (acceptedEmail !== null) {
    body = (
      <Result
        status="success"
        title={t('invitation.done', { email: acceptedEmail })}
        extra={
          <Button type="primary" onClick={() => navigate(paths.login(), { replace: true })} data-testid="invitation-sign-in">
            {t('password.signIn')}
          </Button>
        }
        style={{ padding: 0 }}
      />
    );
  } else if (linkProblem) {
    body = <Result status="warning" title={linkProblem} subTitle={t('invitation.askAgain')} style={{ padding: 0 }} data-testid="invitation-link-problem" />;
  } else {
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('invitation.intro')}</Typography.Paragraph>
        {failure ? <Alert type="error" title={failure} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving}>
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block loading={saving} data-testid="invitation-submit">
            {t('invitation.submit')}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <AuthPageFrame title={t('invitation.title')}>
      {body}
      <AuthPageLanguage />
    </AuthPageFrame>
  );
}
