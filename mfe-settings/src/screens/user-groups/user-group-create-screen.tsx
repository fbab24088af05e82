import { Form } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { DetailsPage, useDetailsRecord, useFeedback, useSave } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { userGroupsApi } from './user-groups-api';
import { userGroupsPaths } from './user-groups-query';
import { toUserGroupWrite, UserGroupFields, useUserGroupWriteErrors, type UserGroupFormValues } from './user-group-form';

/** `/settings/user-groups/details`: a new group; members are added on its details page once it exists. */
export function UserGroupCreateScreen() {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const navigate = useNavigate();
  const feedback = useFeedback();
  const showErrors = useUserGroupWriteErrors();
  const { state, reload } = useDetailsRecord(undefined);
  const [form] = Form.useForm<UserGroupFormValues>();
  const save = useSave();

  const submit = async (values: UserGroupFormValues) => {
    const group = await save.run({
      send: () => userGroupsApi.create(toUserGroupWrite(values)),
      // Every input stays as typed: fix and send again.
      fieldErrors: (error) => showErrors(form, error),
      messages: { saved: (group) => t('userGroups.created', { name: group.name }), failed: t('userGroups.saveFailed') },
    });
    if (group) void navigate(userGroupsPaths.details(group.id));
  };

  const title = t('pages.userGroupCreate');
  return (
    <DetailsPage
      state={state}
      onRetry={reload}
      title={title}
      breadcrumb={[{ title: t('areas.userGroups.name'), to: userGroupsPaths.list() }, { title }]}
      listPath={userGroupsPaths.list()}
      texts={{ notFound: t('userGroups.notFound'), loadFailed: t('userGroups.loadGroupFailed'), backToList: t('userGroups.backToList') }}
      isDirty={() => form.isFieldsTouched()}
      save={{ onSave: () => form.submit(), saving: save.saving, label: t('userGroups.create'), testId: 'user-group-submit' }}
    >
      {() => (
        <Card style={{ maxWidth: 640 }}>
          <Form<UserGroupFormValues>
            form={form}
            name="user-group-create"
            layout="vertical"
            data-testid="user-group-form"
            initialValues={{ name: '', description: '' }}
            onFinish={(values) => void submit(values)}
            onFinishFailed={() => feedback.warning(t('userGroups.checkFields'))}
            disabled={save.saving}
          >
            <UserGroupFields />
          </Form>
        </Card>
      )}
    </DetailsPage>
  );
}
