import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { useLeaveGuard } from '@switchboard/shared/crud';
import { HUB_NAMESPACE } from '../../i18n/resources';

/**
 * The back button's action: to the previous page (or the tickets when the hub was opened here),
 * asking first when the form holds typed input (the kit's leave guard also asks on closing the tab,
 * on in-app links and on the agent shell's own navigation).
 */
export function useGuardedBack(form: FormInstance): () => void {
  const { t } = useTranslation(HUB_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const confirmLeave = useLeaveGuard(() => form.isFieldsTouched(), {
    title: t('complaint.discardTitle'),
    content: t('complaint.discardContent'),
    leave: t('complaint.discard'),
    stay: t('complaint.keepEditing'),
  });

  return () =>
    confirmLeave(() => {
      // `default` is the entry the app was opened on: there is no previous page of ours.
      if (location.key !== 'default') void navigate(-1);
      else void navigate(paths.hubTickets());
    });
}
