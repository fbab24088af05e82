import { useCallback, useRef, useState } from 'react';
import { Form, Space } from 'antd';
import { Card, Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { localizedStatusName, type StatusDetails } from '@switchboard/shared/contracts';
import { DetailsPage, errorCodeOf, statusOf, useDetailsRecord, useFeedback, useSave } from '@switchboard/shared/crud';
import { usePermissions } from '@switchboard/shared/permissions';
import { useSession } from '@switchboard/shared/session';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { StatusDeleteContent } from './status-delete-content';
import { StatusFields, statusFormValuesOf, toStatusWrite, useStatusWriteErrors, type StatusFormValues } from './status-form';
import { StatusSampleTag } from './status-sample-tag';
import { statusesApi } from './statuses-api';
import { statusesPaths } from './statuses-query';

/**
 * `/settings/status/details/:id`: every field of a status (editable with the edit permission) and
 * delete — asked first; a status in use asks where its tickets go. The default status shows no
 * delete: another status must become the default first.
 */
export function StatusDetailsScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const lang = useSession((state) => state.lang);
  const feedback = useFeedback();
  const { hasAny } = usePermissions();
  const { state, update, reload } = useDetailsRecord(id, statusesApi.get);
  const [form] = Form.useForm<StatusFormValues>();
  const showErrors = useStatusWriteErrors();
  const save = useSave();
  const [dirty, setDirty] = useState(false);
  const moveToRef = useRef<string | undefined>(undefined);
  const chooseMoveTo = useCallback((statusId: string | undefined) => {
    moveToRef.current = statusId;
  }, []);
  const status = state.status === 'ready' ? state.value : null;
  const canEdit = hasAny(['tickets:status:edit']);
  const canDelete = hasAny(['tickets:status:delete']) && status !== null && !status.isDefault;
  const title = status ? localizedStatusName(status, lang) : t('pages.statusDetails');

  const saveStatus = async () => {
    if (!status) return;
    const values = await form.validateFields();
    const next = await save.run({
      send: () => statusesApi.update(status.id, toStatusWrite(values)),
      fieldErrors: (error) => showErrors(form, error),
      messages: { saved: t('statuses.saved'), failed: t('statuses.saveFailed') },
    });
    if (!next) return;
    update(() => next);
    form.setFieldsValue(statusFormValuesOf(next));
    setDirty(false);
  };

  return (
    <DetailsPage<StatusDetails>
      state={state}
      onRetry={reload}
      title={
        <Space size={8} wrap>
          <span dir="auto">{title}</span>
          {status ? <StatusSampleTag name={title} color={status.color} testId="status-header-tag" /> : null}
          {status?.isDefault ? <Tag data-testid="status-default-tag">{t('statuses.defaultTag')}</Tag> : null}
        </Space>
      }
      breadcrumb={[{ title: t('areas.status.name'), to: statusesPaths.list() }, { title }]}
      listPath={statusesPaths.list()}
      texts={{ notFound: t('statuses.notFound'), loadFailed: t('statuses.loadStatusFailed'), backToList: t('statuses.backToList') }}
      isDirty={() => dirty}
      save={canEdit && status ? { onSave: () => void saveStatus(), saving: save.saving, testId: 'status-save' } : undefined}
      remove={
        canDelete && status
          ? {
              label: t('statuses.delete'),
              confirmTitle: t('statuses.deleteTitle', { name: status.name }),
              confirmContent: <StatusDeleteContent status={status} onChoose={chooseMoveTo} />,
              run: () => statusesApi.removeMoving(status.id, status.ticketCount > 0 ? moveToRef.current : undefined),
              deleted: t('statuses.deleted', { name: status.name }),
              failed: t('statuses.deleteFailed'),
              // The status came into use, or became the default, since the page was loaded: say so and show it as it is now.
              explain: (error) => {
                if (statusOf(error) !== 409 || errorCodeOf(error) !== 'CONFLICT') return false;
                feedback.warning(t('statuses.deleteChanged'));
                reload();
                return true;
              },
              testId: 'status-delete',
            }
          : undefined
      }
      headerTestId="status-header"
    >
      {(shown) =>
        shown ? (
          <Card size="small">
            <Form
              form={form}
              layout="vertical"
              initialValues={statusFormValuesOf(shown)}
              onValuesChange={() => setDirty(true)}
              style={{ maxWidth: 640 }}
              disabled={!canEdit || save.saving}
              data-testid="status-form"
            >
              <StatusFields form={form} lockDefault={shown.isDefault} />
            </Form>
          </Card>
        ) : null
      }
    </DetailsPage>
  );
}
