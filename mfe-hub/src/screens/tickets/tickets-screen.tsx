import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../../i18n/resources';

/** The customer's tickets list (spec §2 hub tickets list). */
export function TicketsScreen() {
  const { t } = useTranslation(HUB_NAMESPACE);
  return <NotBuiltYet title={<span data-testid="page-title">{t('pages.tickets')}</span>} />;
}
