import { useEffect, useState } from 'react';
import { CloseOutlined } from '@ant-design/icons';
import { App, Button, Empty, Flex, Select, Typography } from 'antd';
import { Card, Skeleton, Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import type { RoleSummary, UserRole } from '@switchboard/shared/contracts';
import { useEntity, useFeedback, useSeededName } from '@switchboard/shared/crud';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { divisionNames, useDivisionOptions } from '../divisions';
import { rolesApi } from './roles-api';

export interface UserRolesCardProps {
  userId: string;
  userName: string;
}

/** Enough for every organisation's roles in one pick list. */
const PICK_LIST_SIZE = 100;

/**
 * A user's roles on their details screen: each can be taken away (asked first) and others added by
 * holders of `directory:users:edit`. Roles that carry a permission the signed-in user lacks cannot
 * be given (the server refuses them too). Roles are added in every division unless divisions are
 * chosen; a role held only in some divisions names them.
 */
export function UserRolesCard({ userId, userName }: UserRolesCardProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const { permissions: held, hasAny } = usePermissions();
  const canEdit = hasAny(['directory:users:edit']);
  const canPick = canEdit && hasAny(['directory:roles:view']);
  const { state, update, reload } = useEntity(userId, rolesApi.userRoles);
  const [choices, setChoices] = useState<RoleSummary[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [pickedDivisions, setPickedDivisions] = useState<string[]>([]);
  const divisions = useDivisionOptions(state.status === 'ready');
  const knownDivisions = divisions.status === 'ready' ? divisions.divisions : [];

  useEffect(() => {
    if (!canPick) return;
    let live = true;
    rolesApi.search({ pageSize: PICK_LIST_SIZE }).then(
      (page) => live && setChoices(page.entities),
      () => live && setChoices([]),
    );
    return () => {
      live = false;
    };
  }, [canPick]);

  const roles: UserRole[] = state.status === 'ready' ? state.value.entities : [];
  const holding = new Set(roles.map((role) => role.id));
  const grantable = (role: RoleSummary) => role.permissions.every((permission) => held.includes(permission));

  const change = async (send: () => Promise<{ entities: UserRole[]; totalCount: number }>, done: string) => {
    setBusy(true);
    try {
      const next = await send();
      update(() => next);
      feedback.success(done);
      return true;
    } catch (error) {
      feedback.failed(error, t('roles.card.failed'));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    if (picked.length === 0) return;
    if (await change(() => rolesApi.addUserRoles(userId, picked, pickedDivisions), t('roles.card.added'))) {
      setPicked([]);
      setPickedDivisions([]);
    }
  };

  const confirmRemove = (role: UserRole) =>
    modal.confirm({
      title: t('roles.card.removeTitle', { role: role.name, user: userName }),
      content: t('roles.card.removeContent'),
      okText: t('roles.card.remove'),
      okButtonProps: { danger: true, ...{ 'data-testid': 'user-role-remove-confirm' } },
      cancelText: t('roles.cancel'),
      onOk: () => change(() => rolesApi.removeUserRoles(userId, [role.id]), t('roles.card.removed', { role: role.name })),
    });

  let body;
  if (state.status === 'loading') body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (state.status !== 'ready')
    body = (
      <Flex gap={8} align="center">
        <Typography.Text type="danger">{t('roles.card.loadFailed')}</Typography.Text>
        <Button size="small" onClick={reload}>
          {t('roles.card.retry')}
        </Button>
      </Flex>
    );
  else
    body = (
      <Flex vertical gap={12}>
        {roles.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roles.card.none')} />
        ) : (
          <Flex gap={8} wrap data-testid="user-roles-list">
            {roles.map((role) => (
              <Tag
                key={role.id}
                data-testid="user-role"
                closable={canEdit && !busy}
                closeIcon={canEdit ? <CloseOutlined aria-label={t('roles.card.removeRole', { role: role.name })} /> : undefined}
                onClose={(event) => {
                  event.preventDefault();
                  confirmRemove(role);
                }}
              >
                <span dir="auto">{seededName('role', { name: role.name, seeded: role.builtIn })}</span>
                {role.divisionIds ? (
                  <Typography.Text type="secondary" data-testid="user-role-divisions" style={{ marginInlineStart: 4 }}>
                    <span dir="auto">({divisionNames(knownDivisions, role.divisionIds).join(', ') || role.divisionIds.length})</span>
                  </Typography.Text>
                ) : null}
              </Tag>
            ))}
          </Flex>
        )}
        {canPick ? (
          <Flex gap={8} wrap>
            <Select<string[]>
              mode="multiple"
              value={picked}
              onChange={setPicked}
              placeholder={t('roles.card.pick')}
              aria-label={t('roles.card.pick')}
              data-testid="user-roles-pick"
              optionFilterProp="label"
              style={{ minWidth: 240, flex: 1, maxWidth: 480 }}
              disabled={busy}
              options={choices
                .filter((role) => !holding.has(role.id))
                .map((role) => ({ value: role.id, label: seededName('role', { name: role.name, seeded: role.builtIn }), disabled: !grantable(role), title: grantable(role) ? seededName('role', { name: role.name, seeded: role.builtIn }) : t('roles.card.notGrantable') }))}
            />
            {divisions.status === 'ready' ? (
              <Select<string[]>
                mode="multiple"
                value={pickedDivisions}
                onChange={setPickedDivisions}
                placeholder={t('divisions.allDivisions')}
                aria-label={t('divisions.roleDivisions')}
                title={t('divisions.roleDivisionsHint')}
                data-testid="user-roles-divisions"
                optionFilterProp="label"
                allowClear
                style={{ minWidth: 200, flex: 1, maxWidth: 360 }}
                disabled={busy}
                options={divisions.divisions.map((division) => ({ value: division.id, label: division.name }))}
              />
            ) : null}
            <Button type="primary" onClick={() => void add()} disabled={picked.length === 0} loading={busy} data-testid="user-roles-add">
              {t('roles.card.add')}
            </Button>
          </Flex>
        ) : null}
      </Flex>
    );

  return (
    <Card type="inner" size="small" title={t('roles.card.title')} style={{ marginBlockStart: 16 }} data-testid="user-roles-card">
      {body}
    </Card>
  );
}
