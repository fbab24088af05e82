import { useState } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { hubAuthApi } from '../../api';
import { isCommonPasswordRefusal, newPasswordProblem, type ResetLinkParams } from '../../auth';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { useHubFeedback } from '../../feedback';
import { NewPasswordItems } from './new-password-items';
import { useCompleteSignIn } from './use-complete-sign-in';

interface ResetValues {
  newPassword?: string;
  confirmPassword?: string;
}

export interface ResetPasswordViewProps {
  link: ResetLinkParams;
  /** A failed reset goes back to the plain auth screen. */
  onFailed: () => void;
}

/** Reset password from a mailed link; success signs the customer in. */
export function ResetPasswordView({ link, onFailed }: ResetPasswordViewProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const feedback = useHubFeedback();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const [form] = Form.useForm<ResetValues>();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const newPassword = form.getFieldValue('newPassword') ?? '';
    const confirmPassword = form.getFieldValue('confirmPassword') ?? '';
    const problem = newPasswordProblem(newPassword, confirmPassword, true);
    if (problem) {
      feedback.warning(t(`messages.${problem}`));
      return;
    }
    setSending(true);
    try {
      const { access_token } = await hubAuthApi.resetPassword({ email: link.email, newPassword, ad: link.ad, fk: link.fk });
      feedback.success(t('messages.passwordChanged'));
      await completeSignIn(access_token, paths.hubTickets());
    } catch (error) {
      setSending(false);
      // The link is still good: the customer picks another password.
      if (isCommonPasswordRefusal(error)) {
        feedback.warning(t('messages.commonPassword'));
        return;
      }
      feedback.error(feedback.describe(error, t('messages.genericError')));
      onFailed();
      navigate(paths.hubAuth(), { replace: true });
    }
  };

  return (
    <Form form={form} name="hub-reset" layout="vertical" onFinish={submit} requiredMark={false}>
      <NewPasswordItems name="newPassword" label={t('auth.newPassword')} />
      <Button type="primary" htmlType="submit" block loading={sending} disabled={sending}>
        {t('auth.changePassword')}
      </Button>
    </Form>
  );
}
