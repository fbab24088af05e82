import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../../i18n/resources';

/** One ticket with its message thread (spec §2 hub ticket details). */
export function TicketDetailsScreen() {
  const { t } = useTranslation(HUB_NAMESPACE);
  return <NotBuiltYet title={<span data-testid="page-title">{t('pages.ticketDetails')}</span>} />;
}
