import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../../i18n/resources';

/** Raise a complaint (spec §2 create-complaint screen). */
export function CreateTicketScreen() {
  const { t } = useTranslation(HUB_NAMESPACE);
  return <NotBuiltYet title={<span data-testid="page-title">{t('pages.createTicket')}</span>} />;
}
