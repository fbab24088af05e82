import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../i18n/resources';
import { HubLayout } from '../layout';

/** A guarded hub page whose real screen arrives in a later issue, inside the hub frame. */
export function HubPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <HubLayout>
      <NotBuiltYet title={<span data-testid="page-title">{t(titleKey)}</span>} />
    </HubLayout>
  );
}
