import { useEffect } from 'react';
import { App, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { useLeaveGuardRegistration } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../../i18n/resources';

/**
 * The back button's action: to the previous page (or the tickets when the hub was opened here),
 * asking first when the form holds typed input. Closing the tab then asks the browser's question.
 */
export function useLeaveGuard(form: FormInstance): () => void {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (form.isFieldsTouched()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [form]);

  const leave = () => {
    // `default` is the entry the app was opened on: there is no previous page of ours.
    if (location.key !== 'default') void navigate(-1);
    else void navigate(paths.hubTickets());
  };

  const askThen = (go: () => void) =>
    modal.confirm({
      title: t('complaint.discardTitle'),
      content: t('complaint.discardContent'),
      okText: t('complaint.discard'),
      okButtonProps: { danger: true },
      cancelText: t('complaint.keepEditing'),
      onOk: go,
    });
  // Inside the agent shell, its side menu and top bar ask through the shared registry too.
  useLeaveGuardRegistration(() => form.isFieldsTouched(), askThen);

  return () => {
    if (!form.isFieldsTouched()) return leave();
    askThen(leave);
  };
}
