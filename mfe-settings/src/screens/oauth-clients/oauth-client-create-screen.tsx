import { useState } from 'react';
import { Alert, Form } from 'antd';
import { Card, Switch } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { OAuthClientWithSecret } from '@switchboard/shared/contracts';
import { DetailsPage, useDetailsRecord, useFeedback, useSave } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { ClientFields, toClientWrite, useClientWriteErrors, type ClientFormValues } from './client-form';
import { ClientSecretModal } from './client-secret-modal';
import { oauthClientsApi } from './oauth-clients-api';
import { oauthClientsPaths } from './oauth-clients-query';

/** `/settings/oauth/details`: a new OAuth client; its secret is shown once, then the client's details open. */
export function OAuthClientCreateScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const showErrors = useClientWriteErrors();
  const { state, reload } = useDetailsRecord(undefined);
  const [form] = Form.useForm<ClientFormValues & { enabled: boolean }>();
  const save = useSave();
  const [created, setCreated] = useState<OAuthClientWithSecret | null>(null);

  const submit = async (values: ClientFormValues & { enabled: boolean }) => {
    const client = await save.run({
      send: () => oauthClientsApi.create(toClientWrite(values, values.enabled)),
      // Every input stays as typed: fix and send again.
      fieldErrors: (error) => showErrors(form, error),
      // The secret's dialog says the client was created: a toast as well would say it twice.
      messages: { failed: t('oauthClients.createFailed') },
    });
    if (client) {
      form.resetFields();
      setCreated(client);
    }
  };

  // The secret leaves memory with the modal: the details page never has it.
  const done = () => {
    const id = created?.id;
    setCreated(null);
    if (id) void navigate(oauthClientsPaths.details(id));
  };

  const title = t('pages.oauthCreate');
  return (
    <>
      <DetailsPage
        state={state}
        onRetry={reload}
        title={title}
        breadcrumb={[{ title: t('areas.oauth.name'), to: oauthClientsPaths.list() }, { title }]}
        listPath={oauthClientsPaths.list()}
        texts={{ notFound: t('oauthClients.notFound'), loadFailed: t('oauthClients.loadClientFailed'), backToList: t('oauthClients.backToList') }}
        isDirty={() => created === null && form.isFieldsTouched()}
        save={{ onSave: () => form.submit(), saving: save.saving, label: t('oauthClients.create'), testId: 'oauth-client-submit' }}
      >
        {() => (
          <Card style={{ maxWidth: 720 }}>
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('oauthClients.createHint')} />
            <Form<ClientFormValues & { enabled: boolean }>
              form={form}
              name="oauth-client-create"
              layout="vertical"
              data-testid="oauth-client-form"
              initialValues={{ name: '', description: '', roleIds: [], divisionIds: [], enabled: true }}
              onFinish={(values) => void submit(values)}
              onFinishFailed={() => feedback.warning(t('oauthClients.checkFields'))}
              scrollToFirstError={{ focus: true, block: 'center' }}
              disabled={save.saving}
            >
              <ClientFields />
              <Form.Item name="enabled" label={t('oauthClients.fields.state')} valuePropName="checked" extra={t('oauthClients.enabledHint')}>
                <Switch data-testid="oauth-client-enabled" />
              </Form.Item>
            </Form>
          </Card>
        )}
      </DetailsPage>
      <ClientSecretModal client={created} onClose={done} created />
    </>
  );
}
