import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@switchboard/shared/ui';
import { DASHBOARD_NAMESPACE } from '../i18n/resources';

/** `dashboard/overview`: status and trend charts arrive in a later issue. */
export function OverviewPage() {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  return <NotBuiltYet title={<span data-testid="page-title">{t('pages.overview')}</span>} />;
}
