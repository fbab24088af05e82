import { useTranslation } from 'react-i18next';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { KitTag } from '@switchboard/shared/crud';

/** Enabled or disabled, in words and colour. */
export function ClientStateTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (
    <KitTag color={enabled ? 'green' : 'default'} data-testid="oauth-client-state">
      {t(enabled ? 'oauthClients.enabled' : 'oauthClients.disabled')}
    </KitTag>
  );
}
