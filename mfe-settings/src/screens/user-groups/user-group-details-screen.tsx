import { useRef, useState } from 'react';
import { Alert, App, Button, Flex, Form, Select, Typography } from 'antd';
import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { Card } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { UserGroupDetails, UserGroupMember, UserGroupMemberListResponse } from '@switchboard/shared/contracts';
import { DataTable, DetailsPage, FitText, useDetailsRecord, useEntity, useFeedback, useSave, type ListColumn } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { userGroupsApi } from './user-groups-api';
import { userGroupsPaths } from './user-groups-query';
import { toUserGroupWrite, UserGroupFields, useUserGroupWriteErrors, type UserGroupFormValues } from './user-group-form';

interface UserOption {
  value: string;
  label: string;
}

/** Searches users as the administrator types; only the latest answer is shown. */
function useUserOptions(memberIds: ReadonlySet<string>) {
  const [options, setOptions] = useState<UserOption[]>([]);
  const [searching, setSearching] = useState(false);
  const latest = useRef(0);
  const search = async (text: string) => {
    const call = ++latest.current;
    setSearching(true);
    try {
      const page = await userGroupsApi.findUsers(text.trim());
      if (call === latest.current) setOptions(page.entities.map((user) => ({ value: user.id, label: `${user.name} <${user.email}>` })));
    } catch {
      if (call === latest.current) setOptions([]);
    } finally {
      if (call === latest.current) setSearching(false);
    }
  };
  return { options: options.filter((option) => !memberIds.has(option.value)), searching, search };
}

/** The members of a group: a table, with the user picker and removal (asked for first) for editors. */
function MembersCard({ group, canEdit, onCountChange }: { group: UserGroupDetails; canEdit: boolean; onCountChange: (count: number) => void }) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const members = useEntity(group.id, userGroupsApi.members);
  const [picked, setPicked] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const list = members.state.status === 'ready' ? members.state.value.entities : [];
  const picker = useUserOptions(new Set(list.map((member) => member.id)));

  const changed = (next: UserGroupMemberListResponse) => {
    members.update(() => next);
    onCountChange(next.totalCount);
  };

  const add = async () => {
    if (picked.length === 0) return;
    setAdding(true);
    try {
      changed(await userGroupsApi.addMembers(group.id, picked));
      feedback.success(t('userGroups.membersAdded', { count: picked.length }));
      setPicked([]);
    } catch (error) {
      feedback.failed(error, t('userGroups.membersFailed'));
    } finally {
      setAdding(false);
    }
  };

  const remove = (member: UserGroupMember) =>
    modal.confirm({
      title: t('userGroups.removeMemberTitle', { name: member.name, group: group.name }),
      content: t('userGroups.removeMemberContent'),
      okText: t('userGroups.removeMember'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'member-remove-confirm' } },
      cancelText: t('userGroups.cancel'),
      onOk: async () => {
        try {
          changed(await userGroupsApi.removeMembers(group.id, [member.id]));
          feedback.success(t('userGroups.memberRemoved', { name: member.name }));
        } catch (error) {
          feedback.failed(error, t('userGroups.membersFailed'));
        }
      },
    });

  const columns: ListColumn<UserGroupMember>[] = [
    { title: t('userGroups.fields.name'), dataIndex: 'name', ellipsis: true, render: (name: string) => <FitText text={name} /> },
    { title: t('userGroups.fields.email'), dataIndex: 'email', ellipsis: true, responsive: ['sm'], render: (email: string) => <FitText text={email} dir="ltr" /> },
    { title: t('userGroups.fields.title'), dataIndex: 'title', ellipsis: true, responsive: ['md'], render: (title: string | null) => <FitText text={title ?? ''} /> },
    { title: t('userGroups.fields.addedDate'), dataIndex: 'addedDate', width: 140, responsive: ['md'], render: (date: string) => formatDate(date) },
    ...(canEdit
      ? [
          {
            key: 'actions',
            width: 64,
            render: (_: unknown, member: UserGroupMember) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('userGroups.removeMemberNamed', { name: member.name })}
                data-testid="member-remove"
                onClick={() => remove(member)}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Card size="small" title={t('userGroups.members', { count: list.length })} style={{ marginBlockStart: 16 }} data-testid="user-group-members">
      {canEdit ? (
        <Flex gap={8} wrap style={{ marginBlockEnd: 12 }}>
          <Select<string[]>
            mode="multiple"
            showSearch
            filterOption={false}
            allowClear
            value={picked}
            options={picker.options}
            loading={picker.searching}
            notFoundContent={picker.searching ? null : t('userGroups.noUsersFound')}
            onSearch={(text) => void picker.search(text)}
            onFocus={() => void picker.search('')}
            onChange={setPicked}
            placeholder={t('userGroups.pickUsers')}
            aria-label={t('userGroups.pickUsers')}
            data-testid="member-picker"
            style={{ flex: '1 1 240px', minWidth: 0 }}
          />
          <Button type="primary" icon={<UserAddOutlined />} loading={adding} disabled={picked.length === 0} onClick={() => void add()} data-testid="member-add">
            {t('userGroups.addMembers')}
          </Button>
        </Flex>
      ) : null}
      {members.state.status === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={t('userGroups.membersLoadFailed')}
          action={
            <Button size="small" onClick={members.reload}>
              {t('userGroups.retry')}
            </Button>
          }
        />
      ) : (
        <DataTable<UserGroupMember>
          testId="user-group-members-table"
          dense
          rowKey={(member) => member.id}
          columns={columns}
          rows={list}
          loading={members.state.status === 'loading'}
          empty={t('userGroups.noMembers')}
          rowProps={(member) => ({ 'data-testid': 'member-row', 'data-user-id': member.id })}
        />
      )}
    </Card>
  );
}

/** `/settings/user-groups/details/:id`: name and description (editable with the edit permission), members, delete. */
export function UserGroupDetailsScreen() {
  const { id = '' } = useParams();
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const { hasAny } = usePermissions();
  const { state, update, reload } = useDetailsRecord(id, userGroupsApi.get);
  const [form] = Form.useForm<UserGroupFormValues>();
  const showErrors = useUserGroupWriteErrors();
  const save = useSave();
  const [dirty, setDirty] = useState(false);
  const group = state.status === 'ready' ? state.value : null;
  const canEdit = hasAny(['directory:userGroups:edit']);
  const canDelete = hasAny(['directory:userGroups:delete']);
  const title = group?.name ?? t('pages.userGroupDetails');

  const saveGroup = async () => {
    if (!group) return;
    const values = await form.validateFields();
    const next = await save.run({
      send: () => userGroupsApi.update(group.id, toUserGroupWrite(values)),
      fieldErrors: (error) => showErrors(form, error),
      messages: { saved: t('userGroups.saved'), failed: t('userGroups.saveFailed') },
    });
    if (!next) return;
    update(() => next);
    form.setFieldsValue({ name: next.name, description: next.description ?? '', divisionId: next.division.id });
    setDirty(false);
  };

  return (
    <DetailsPage<UserGroupDetails>
      state={state}
      onRetry={reload}
      title={<span dir="auto">{title}</span>}
      breadcrumb={[{ title: t('areas.userGroups.name'), to: userGroupsPaths.list() }, { title }]}
      listPath={userGroupsPaths.list()}
      texts={{ notFound: t('userGroups.notFound'), loadFailed: t('userGroups.loadGroupFailed'), backToList: t('userGroups.backToList') }}
      isDirty={() => dirty}
      save={canEdit && group ? { onSave: () => void saveGroup(), saving: save.saving, testId: 'user-group-save' } : undefined}
      remove={
        canDelete && group
          ? {
              label: t('userGroups.delete'),
              confirmTitle: t('userGroups.deleteTitle', { name: group.name }),
              confirmContent: group.ticketCount > 0 ? t('userGroups.deleteWithTickets', { count: group.ticketCount }) : t('userGroups.deleteNoTickets'),
              run: () => userGroupsApi.remove(group.id),
              deleted: t('userGroups.deleted', { name: group.name }),
              failed: t('userGroups.deleteFailed'),
              testId: 'user-group-delete',
            }
          : undefined
      }
      headerTestId="user-group-header"
    >
      {(shown) =>
        shown ? (
          <>
            <Card size="small">
              {canEdit ? (
                <Form form={form} layout="vertical" initialValues={{ name: shown.name, description: shown.description ?? '', divisionId: shown.division.id }} onValuesChange={() => setDirty(true)} style={{ maxWidth: 640 }}>
                  <UserGroupFields />
                </Form>
              ) : (
                <Typography.Paragraph dir="auto" data-testid="user-group-description-text">
                  {shown.description || t('userGroups.noDescription')}
                </Typography.Paragraph>
              )}
              <Typography.Text type="secondary" data-testid="user-group-ticket-count">
                {t('userGroups.ticketCount', { count: shown.ticketCount })}
              </Typography.Text>
            </Card>
            <MembersCard group={shown} canEdit={canEdit} onCountChange={(memberCount) => update((current) => ({ ...current!, memberCount }))} />
          </>
        ) : null
      }
    </DetailsPage>
  );
}
