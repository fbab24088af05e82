import { useState } from 'react';
import { Alert, Button, Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { describeApiError } from '@switchboard/shared/client';
import { paths } from '@switchboard/shared/contracts';
import { errorCode, NewPasswordFields, newPasswordRefused, passwordApi } from '../account';
import { AuthPageFrame, AuthPageLanguage } from './auth-page-frame';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** Sets a new password from the mailed link (`?token=`), then sends the agent to sign in. */
export function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : t('password.linkInvalid'));
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ newPassword }: ResetValues) => {
    setSaving(true);
    setFailure(null);
    try {
      await passwordApi.reset({ token, newPassword });
      setDone(true);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'RESET_LINK_EXPIRED') setLinkProblem(t('password.linkExpired'));
      else if (code === 'RESET_LINK_INVALID') setLinkProblem(t('password.linkInvalid'));
      else if (newPasswordRefused(error)) form.setFields([{ name: 'newPassword', errors: [t('password.weak')] }]);
      else setFailure(describeApiError(error).title);
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (done) {
    body = (
      <Result
        status="success"
        title={t('password.resetDone')}
        extra={
          <Button type="primary" onClick={() => navigate(paths.login(), { replace: true })} data-testid="reset-sign-in">
            {t('password.signIn')}
          </Button>
        }
        style={{ padding: 0 }}
      />
    );
  } else if (linkProblem) {
    body = (
      <Result status="warning" title={linkProblem} extra={<Link to="/forgot-password">{t('password.requestNewLink')}</Link>} style={{ padding: 0 }} data-testid="reset-link-problem" />
    );
  } else {
    body = (
      <>
        {failure ? <Alert type="error" title={failure} showIcon role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={saving}>
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block loading={saving} data-testid="reset-submit">
            {t('password.resetSubmit')}
          </Button>
        </Form>
      </>
    );
  }

  return (
    <AuthPageFrame title={t('password.resetTitle')}>
      {body}
      <AuthPageLanguage />
    </AuthPageFrame>
  );
}
