import { Form } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DetailsPage, useDetailsRecord, useFeedback, useSave } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { NEW_STATUS_VALUES, StatusFields, toStatusWrite, useStatusWriteErrors, type StatusFormValues } from './status-form';
import { statusesApi } from './statuses-api';
import { statusesPaths } from './statuses-query';

/** `/settings/status/details`: a new status; it goes last in the order. */
export function StatusCreateScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const showErrors = useStatusWriteErrors();
  const { state, reload } = useDetailsRecord(undefined);
  const [form] = Form.useForm<StatusFormValues>();
  const save = useSave();

  const submit = async (values: StatusFormValues) => {
    const status = await save.run({
      send: () => statusesApi.create(toStatusWrite(values)),
      // Every input stays as typed: fix and send again.
      fieldErrors: (error) => showErrors(form, error),
      messages: { saved: (created) => t('statuses.created', { name: created.name }), failed: t('statuses.saveFailed') },
    });
    if (status) void navigate(statusesPaths.details(status.id));
  };

  const title = t('pages.statusCreate');
  return (
    <DetailsPage
      state={state}
      onRetry={reload}
      title={title}
      breadcrumb={[{ title: t('areas.status.name'), to: statusesPaths.list() }, { title }]}
      listPath={statusesPaths.list()}
      texts={{ notFound: t('statuses.notFound'), loadFailed: t('statuses.loadStatusFailed'), backToList: t('statuses.backToList') }}
      isDirty={() => form.isFieldsTouched()}
      save={{ onSave: () => form.submit(), saving: save.saving, label: t('statuses.create'), testId: 'status-submit' }}
    >
      {() => (
        <Card style={{ maxWidth: 640 }}>
          <Form<StatusFormValues>
            form={form}
            name="status-create"
            layout="vertical"
            data-testid="status-form"
            initialValues={NEW_STATUS_VALUES}
            onFinish={(values) => void submit(values)}
            onFinishFailed={() => feedback.warning(t('statuses.checkFields'))}
            disabled={save.saving}
          >
            <StatusFields form={form} autoFocus />
          </Form>
        </Card>
      )}
    </DetailsPage>
  );
}
