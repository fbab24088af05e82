import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OAuthClientRoleRef } from '@switchboard/shared/contracts';
import { useSeededName } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { oauthClientsApi } from './oauth-clients-api';

interface RoleSelectProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Roles the client has now: shown by name even before (or without) the list of roles. */
  current?: readonly OAuthClientRoleRef[];
  disabled?: boolean;
}

/** The roles of a client, picked from the organisation's roles (a form control of `roleIds`). */
export function RoleSelect({ value, onChange, current = [], disabled }: RoleSelectProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const [roles, setRoles] = useState<OAuthClientRoleRef[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    oauthClientsApi.roleOptions().then(
      (loaded) => live && setRoles(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  const known = new Map([...current, ...(roles ?? [])].map((role) => [role.id, role.name]));
  return (
    <Select<string[]>
      mode="multiple"
      value={value}
      onChange={onChange}
      disabled={disabled}
      loading={roles === null && !failed}
      status={failed ? 'warning' : undefined}
      placeholder={failed ? t('oauthClients.rolesFailed') : t('oauthClients.rolesPlaceholder')}
      notFoundContent={failed ? t('oauthClients.rolesFailed') : t('oauthClients.noRoles')}
      optionFilterProp="label"
      options={[...known].map(([id, name]) => ({ value: id, label: seededName('role', { name }) }))}
      aria-label={t('oauthClients.fields.roles')}
      data-testid="oauth-client-roles"
      style={{ width: '100%' }}
    />
  );
}
