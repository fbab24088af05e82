import { Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';

/** Enabled or disabled, in words and colour. */
export function ClientStateTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  return (
    <Tag color={enabled ? 'green' : 'default'} data-testid="oauth-client-state">
      {t(enabled ? 'oauthClients.enabled' : 'oauthClients.disabled')}
    </Tag>
  );
}
