import { useEffect, useState } from 'react';
import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { Card, Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ADMINISTRATOR_ROLE_NAME, ROLE_NAME_MAX_LENGTH, type PermissionCatalogResponse, type RoleDetails } from '@switchboard/shared/contracts';
import { DetailsPage, errorCodeOf, fieldErrorsOf, statusOf, useEntity, useSave, useSeededName } from '@switchboard/shared/crud';
import { usePermissions } from '@switchboard/shared/permissions';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { PermissionMatrix } from './permission-matrix';
import { rolesApi } from './roles-api';
import { rolesPaths } from './roles-query';

interface LoadedRole {
  catalog: PermissionCatalogResponse;
  /** The role shown; null on the create page. */
  role: RoleDetails | null;
  /** The role a new one copies (`?copyOf=<id>`). */
  source: RoleDetails | null;
}

/** What the screen needs, loaded together: the labelled catalog and the role (or the role copied). */
async function loadRole(id: string | undefined, copyOf: string | null): Promise<LoadedRole> {
  const [catalog, loaded] = await Promise.all([rolesApi.catalog(), id ? rolesApi.get(id) : copyOf ? rolesApi.get(copyOf) : Promise.resolve(null)]);
  return { catalog, role: id ? loaded : null, source: id ? null : loaded };
}

const isAdministrator = (role: RoleDetails | null) => Boolean(role?.builtIn && role.name === ADMINISTRATOR_ROLE_NAME);
const sameSet = (a: ReadonlySet<string>, b: readonly string[]) => a.size === b.length && b.every((item) => a.has(item));

/**
 * `/settings/roles/details/:id` (a role) and `/settings/roles/details` (a new one, prefilled from
 * `?copyOf=<id>`): the name and the permission matrix. Nobody grants what they do not hold, so
 * permissions the signed-in user lacks are locked; built-in roles keep their name and stay.
 */
export function RoleDetailsScreen() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const copyOf = id ? null : params.get('copyOf');
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const navigate = useNavigate();
  const { permissions: held, hasAny } = usePermissions();
  const { state, update, reload } = useEntity<LoadedRole>(id ?? `new:${copyOf ?? ''}`, () => loadRole(id, copyOf));
  const [form] = Form.useForm<{ name: string }>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [nameDirty, setNameDirty] = useState(false);
  const save = useSave();

  const loaded = state.status === 'ready' ? state.value : null;
  const role = loaded?.role ?? null;
  const creating = !id;
  const source = loaded?.source ?? null;
  // A copy takes only what the signed-in user may give.
  const copied = source ? source.permissions.filter((permission) => held.includes(permission)) : [];
  const leftOut = source ? source.permissions.length - copied.length : 0;

  useEffect(() => {
    if (!loaded) return;
    const start = loaded.role ?? (loaded.source ? { name: t('roles.copyName', { name: loaded.source.name }), permissions: loaded.source.permissions.filter((permission) => held.includes(permission)) } : { name: '', permissions: [] });
    form.setFieldsValue({ name: start.name });
    setChosen(new Set(start.permissions));
    setNameDirty(false);
    // Only a new load resets the form, not a change of the session's permissions list identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const canWrite = creating ? hasAny(['directory:roles:add']) : hasAny(['directory:roles:edit']);
  const admin = isAdministrator(role);
  const canChange = (permission: string) => canWrite && held.includes(permission) && !(admin && chosen.has(permission));
  const lockedReason = (permission: string) => {
    if (!canWrite) return null;
    if (!held.includes(permission)) return t('roles.notHeld');
    return admin ? t('roles.adminHint') : null;
  };
  const permissionsDirty = role ? !sameSet(chosen, role.permissions) : creating && chosen.size > 0;
  const dirty = nameDirty || permissionsDirty;

  const showWriteErrors = (error: unknown) => {
    if (statusOf(error) === 409 && errorCodeOf(error) === 'CONFLICT') {
      form.setFields([{ name: ['name'], errors: [t('roles.nameTaken')] }]);
      return true;
    }
    const nameErrors = fieldErrorsOf(error, ['name']).flatMap((issue) => issue.errors);
    if (nameErrors.length > 0) form.setFields([{ name: ['name'], errors: nameErrors }]);
    return nameErrors.length > 0;
  };

  const submit = async () => {
    const { name } = await form.validateFields();
    const body = { name: name.trim(), permissions: [...chosen].sort() };
    const saved = await save.run({
      send: () => (role ? rolesApi.update(role.id, body) : rolesApi.create(body)),
      fieldErrors: showWriteErrors,
      messages: { saved: (next) => t(role ? 'roles.saved' : 'roles.created', { name: next.name }), failed: t(role ? 'roles.saveFailed' : 'roles.createFailed') },
    });
    if (!saved) return;
    setNameDirty(false);
    if (role) {
      update((current) => ({ ...current, role: saved }));
      setChosen(new Set(saved.permissions));
    } else void navigate(rolesPaths.details(saved.id));
  };

  const title = role ? seededName('role', { name: role.name, seeded: role.builtIn }) : t(creating ? 'pages.roleCreate' : 'pages.roleDetails');
  const userCount = role?.userCount ?? 0;
  return (
    <DetailsPage<LoadedRole>
      state={state}
      onRetry={reload}
      title={<span dir="auto">{title}</span>}
      breadcrumb={[{ title: t('areas.roles.name'), to: rolesPaths.list() }, { title }]}
      listPath={rolesPaths.list()}
      texts={{ notFound: t('roles.notFound'), loadFailed: t('roles.loadRoleFailed'), backToList: t('roles.backToList') }}
      isDirty={() => dirty}
      headerTestId="role-header"
      save={canWrite ? { onSave: () => void submit(), saving: save.saving, label: creating ? t('roles.create') : undefined, testId: 'role-save' } : undefined}
      extra={
        role && hasAny(['directory:roles:add']) ? (
          <Button icon={<CopyOutlined />} data-testid="role-copy" onClick={() => void navigate(rolesPaths.copy(role.id))}>
            {t('roles.copy')}
          </Button>
        ) : null
      }
      remove={
        role && !role.builtIn && hasAny(['directory:roles:delete'])
          ? {
              label: t('roles.delete'),
              confirmTitle: t('roles.deleteTitle', { name: role.name }),
              confirmContent: <span data-testid="role-delete-users">{userCount === 0 ? t('roles.deleteNoUsers') : t('roles.deleteUsers', { count: userCount })}</span>,
              run: () => rolesApi.remove(role.id),
              deleted: t('roles.deleted', { name: role.name }),
              failed: t('roles.deleteFailed'),
              testId: 'role-delete',
            }
          : undefined
      }
      summary={() =>
        role ? (
          <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
            {role.builtIn ? <Tag color="blue">{t('roles.builtIn')}</Tag> : null}
            <Typography.Text type="secondary" data-testid="role-user-count">
              {t('roles.holders', { count: role.userCount })}
            </Typography.Text>
          </Flex>
        ) : null
      }
    >
      {(shown) =>
        shown ? (
          <Flex vertical gap={16}>
            {role?.builtIn ? <Alert type="info" showIcon title={t(admin ? 'roles.adminHint' : 'roles.builtInHint')} /> : null}
            {source ? (
              <Alert
                type="info"
                showIcon
                data-testid="role-copy-hint"
                title={t('roles.copyHint', { name: source.name })}
                description={leftOut > 0 ? t('roles.copyLeftOut', { count: leftOut }) : undefined}
              />
            ) : null}
            <Card size="small">
              <Form form={form} layout="vertical" onValuesChange={() => setNameDirty(true)} style={{ maxWidth: 480 }} disabled={!canWrite || save.saving} onFinish={() => void submit()}>
                <Form.Item name="name" label={t('roles.fields.name')} rules={[{ required: true, whitespace: true, message: t('roles.nameRequired') }]} style={{ marginBottom: 0 }}>
                  <Input maxLength={ROLE_NAME_MAX_LENGTH} disabled={role?.builtIn} data-testid="role-name" dir="auto" />
                </Form.Item>
              </Form>
            </Card>
            <Flex vertical gap={8}>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {t('roles.fields.permissions')}{' '}
                <Typography.Text type="secondary" data-testid="role-permission-count">
                  {t('roles.selectedCount', { count: chosen.size })}
                </Typography.Text>
              </Typography.Title>
              <PermissionMatrix catalog={shown.catalog} value={chosen} onChange={setChosen} canChange={canChange} lockedReason={lockedReason} />
            </Flex>
          </Flex>
        ) : null
      }
    </DetailsPage>
  );
}
