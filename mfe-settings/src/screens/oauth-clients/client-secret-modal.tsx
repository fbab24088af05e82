import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OAuthClientWithSecret } from '@switchboard/shared/contracts';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';

/**
 * The one showing of a client's secret, after create or rotation: the server keeps only its hash,
 * so the modal says so and closes only through its button (no click beside it loses the secret).
 * After a create it is also the one confirmation that the client exists (`created`): no toast besides.
 */
export function ClientSecretModal({ client, onClose, created = false }: { client: OAuthClientWithSecret | null; onClose: () => void; created?: boolean }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const copyable = (text: string) => ({ text, tooltips: [t('oauthClients.copy'), t('oauthClients.copied')] });
  return (
    <Modal
      open={client !== null}
      title={t(created ? 'oauthClients.created' : 'oauthClients.secretTitle', { name: client?.name ?? '' })}
      onCancel={onClose}
      mask={{ closable: false }}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="oauth-secret-done">
          {t('oauthClients.secretDone')}
        </Button>
      }
    >
      {client ? (
        <Flex vertical gap="middle" data-testid="oauth-secret-modal">
          <Alert type="warning" showIcon title={t('oauthClients.secretOnce')} />
          <div>
            <Typography.Text strong>{t('oauthClients.fields.clientId')}</Typography.Text>
            <Typography.Paragraph code copyable={copyable(client.id)} data-testid="oauth-secret-client-id" style={{ marginBottom: 0, wordBreak: 'break-all' }}>
              {client.id}
            </Typography.Paragraph>
          </div>
          <div>
            <Typography.Text strong>{t('oauthClients.fields.secret')}</Typography.Text>
            <Typography.Paragraph code copyable={copyable(client.secret)} data-testid="oauth-secret-value" style={{ marginBottom: 0, wordBreak: 'break-all' }}>
              {client.secret}
            </Typography.Paragraph>
          </div>
          <Typography.Text type="secondary">{t('oauthClients.secretUse')}</Typography.Text>
        </Flex>
      ) : null}
    </Modal>
  );
}
