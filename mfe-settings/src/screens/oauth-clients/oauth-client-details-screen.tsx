import { useState } from 'react';
import { KeyOutlined } from '@ant-design/icons';
import { App, Button, Form, Space, Typography } from 'antd';
import { Card, Switch, Tag } from '@switchboard/shared/antd-signed-in';
import { Descriptions } from '@switchboard/shared/antd-details';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { OAuthClient, OAuthClientWithSecret } from '@switchboard/shared/contracts';
import { DetailsPage, useDetailsRecord, useFeedback, useSave } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { DivisionSelect } from './division-select';
import { ClientFields, toClientWrite, useClientWriteErrors, type ClientFormValues } from './client-form';
import { ClientSecretModal } from './client-secret-modal';
import { ClientStateTag } from './client-state-tag';
import { oauthClientsApi } from './oauth-clients-api';
import { oauthClientsPaths } from './oauth-clients-query';

const DASH = '—';

const formValuesOf = (client: OAuthClient): ClientFormValues => ({ name: client.name, description: client.description ?? '', roleIds: client.roles.map((role) => role.id), divisionIds: client.divisionIds ?? [] });

/**
 * `/settings/oauth/details/:id`: a client's name, description and roles (editable with the edit
 * permission), the enabled switch, secret rotation and delete, each destructive step asked for first.
 */
export function OAuthClientDetailsScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const { state, update, reload } = useDetailsRecord(id, oauthClientsApi.get);
  const [form] = Form.useForm<ClientFormValues>();
  const save = useSave();
  const showErrors = useClientWriteErrors();
  const [dirty, setDirty] = useState(false);
  const [switching, setSwitching] = useState(false);
  const [rotated, setRotated] = useState<OAuthClientWithSecret | null>(null);
  const client = state.status === 'ready' ? state.value : null;
  const canEdit = hasAny(['integrations:oauths:edit']);
  const canDelete = hasAny(['integrations:oauths:delete']);
  const title = client?.name ?? t('pages.oauthDetails');

  const saved = (next: OAuthClient) => {
    update(() => next);
    form.setFieldsValue(formValuesOf(next));
    setDirty(false);
  };

  const saveForm = async () => {
    if (!client) return;
    const values = await form.validateFields();
    const next = await save.run({
      send: () => oauthClientsApi.update(client.id, toClientWrite(values, client.enabled)),
      fieldErrors: (error) => showErrors(form, error),
      messages: { saved: t('oauthClients.saved'), failed: t('oauthClients.saveFailed') },
    });
    if (next) saved(next);
  };

  // The switch sends the client as last saved, so unsaved input in the form stays unsent.
  const setEnabled = async (enabled: boolean) => {
    if (!client) return;
    setSwitching(true);
    try {
      const next = await oauthClientsApi.update(client.id, { ...toClientWrite(formValuesOf(client)), enabled });
      update(() => next);
      feedback.success(t(enabled ? 'oauthClients.enabledDone' : 'oauthClients.disabledDone', { name: client.name }));
    } catch (error) {
      feedback.failed(error, t('oauthClients.saveFailed'));
    } finally {
      setSwitching(false);
    }
  };

  const toggle = (enabled: boolean) => {
    if (!client) return;
    if (enabled) {
      void setEnabled(true);
      return;
    }
    modal.confirm({
      title: t('oauthClients.disableTitle', { name: client.name }),
      content: t('oauthClients.disableContent'),
      okText: t('oauthClients.disable'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'oauth-client-disable-confirm' } },
      cancelText: t('oauthClients.cancel'),
      onOk: () => setEnabled(false),
    });
  };

  const rotate = () => {
    if (!client) return;
    modal.confirm({
      title: t('oauthClients.rotateTitle', { name: client.name }),
      content: t('oauthClients.rotateContent'),
      okText: t('oauthClients.rotate'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'oauth-client-rotate-confirm' } },
      cancelText: t('oauthClients.cancel'),
      onOk: async () => {
        try {
          const next = await oauthClientsApi.rotateSecret(client.id);
          const { secret: _secret, ...shown } = next;
          update(() => shown);
          setRotated(next);
        } catch (error) {
          feedback.failed(error, t('oauthClients.rotateFailed'));
        }
      },
    });
  };

  return (
    <>
      <DetailsPage<OAuthClient>
        state={state}
        onRetry={reload}
        title={<span dir="auto">{title}</span>}
        breadcrumb={[{ title: t('areas.oauth.name'), to: oauthClientsPaths.list() }, { title }]}
        listPath={oauthClientsPaths.list()}
        texts={{ notFound: t('oauthClients.notFound'), loadFailed: t('oauthClients.loadClientFailed'), backToList: t('oauthClients.backToList') }}
        isDirty={() => dirty}
        save={canEdit && client ? { onSave: () => void saveForm(), saving: save.saving, testId: 'oauth-client-save' } : undefined}
        extra={
          canEdit && client ? (
            <Button icon={<KeyOutlined />} onClick={rotate} data-testid="oauth-client-rotate">
              {t('oauthClients.rotate')}
            </Button>
          ) : null
        }
        remove={
          canDelete && client
            ? {
                label: t('oauthClients.delete'),
                confirmTitle: t('oauthClients.deleteTitle', { name: client.name }),
                confirmContent: t('oauthClients.deleteContent'),
                run: () => oauthClientsApi.remove(client.id),
                deleted: t('oauthClients.deleted', { name: client.name }),
                failed: t('oauthClients.deleteFailed'),
                testId: 'oauth-client-delete',
              }
            : undefined
        }
        headerTestId="oauth-client-header"
      >
        {(shown) =>
          shown ? (
            <Card size="small">
              {canEdit ? (
                <Form form={form} layout="vertical" initialValues={formValuesOf(shown)} onValuesChange={() => setDirty(true)} style={{ maxWidth: 560 }}>
                  <ClientFields current={shown.roles} />
                </Form>
              ) : null}
              <Descriptions
                size="small"
                column={{ xs: 1, sm: 2 }}
                items={[
                  ...(canEdit
                    ? []
                    : [
                        { key: 'name', label: t('oauthClients.fields.name'), children: <span dir="auto">{shown.name}</span> },
                        { key: 'description', label: t('oauthClients.fields.description'), children: <span dir="auto">{shown.description || DASH}</span> },
                        {
                          key: 'roles',
                          label: t('oauthClients.fields.roles'),
                          children: shown.roles.length ? (
                            <Space size={[0, 4]} wrap data-testid="oauth-client-role-tags">
                              {shown.roles.map((role) => (
                                <Tag key={role.id}>{role.name}</Tag>
                              ))}
                            </Space>
                          ) : (
                            t('oauthClients.noRolesGiven')
                          ),
                        },
                        // Read-only, the picker names the divisions (or reads "All divisions").
                        { key: 'divisions', label: t('oauthClients.fields.divisions'), children: <DivisionSelect value={shown.divisionIds ?? []} disabled /> },
                      ]),
                  {
                    key: 'clientId',
                    label: t('oauthClients.fields.clientId'),
                    children: (
                      <Typography.Text code copyable={{ text: shown.id, tooltips: [t('oauthClients.copy'), t('oauthClients.copied')] }} data-testid="oauth-client-id">
                        {shown.id}
                      </Typography.Text>
                    ),
                  },
                  {
                    key: 'state',
                    label: t('oauthClients.fields.state'),
                    children: canEdit ? (
                      <Space>
                        <Switch checked={shown.enabled} loading={switching} onChange={toggle} aria-label={t('oauthClients.fields.state')} data-testid="oauth-client-enabled" />
                        <ClientStateTag enabled={shown.enabled} />
                      </Space>
                    ) : (
                      <ClientStateTag enabled={shown.enabled} />
                    ),
                  },
                  { key: 'secretRotatedAt', label: t('oauthClients.fields.secretRotatedAt'), children: formatDate(shown.secretRotatedAt) },
                  { key: 'createdAt', label: t('oauthClients.fields.createdAt'), children: formatDate(shown.createdAt) },
                ]}
              />
            </Card>
          ) : null
        }
      </DetailsPage>
      <ClientSecretModal client={rotated} onClose={() => setRotated(null)} />
    </>
  );
}
