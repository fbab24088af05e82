import { useEffect, useState } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DivisionOption } from '@switchboard/shared/contracts';
import { useSeededName } from '@switchboard/shared/crud';
import { SETTINGS_NAMESPACE } from '../../i18n/resources';
import { divisionsApi } from '../divisions/divisions-api';

interface DivisionSelectProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
}

/** The divisions a client acts in (a form control of `divisionIds`); none picked means every division. */
export function DivisionSelect({ value, onChange, disabled }: DivisionSelectProps) {
  const { t } = useTranslation(SETTINGS_NAMESPACE);
  const seededName = useSeededName();
  const [divisions, setDivisions] = useState<DivisionOption[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    divisionsApi.options().then(
      (loaded) => live && setDivisions(loaded.entities),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  // Ids not in the pick list (not loaded yet, or a division removed since) still show, as ids.
  const known = new Map<string, string>([...(value ?? []).map((id): [string, string] => [id, id]), ...(divisions ?? []).map((division): [string, string] => [division.id, seededName('division', { name: division.name, seeded: division.isHome })])]);
  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      disabled={disabled}
      loading={divisions === null && !failed}
      status={failed ? 'warning' : undefined}
      placeholder={failed ? t('oauthClients.divisionsFailed') : t('oauthClients.allDivisions')}
      notFoundContent={failed ? t('oauthClients.divisionsFailed') : undefined}
      optionFilterProp="label"
      options={[...known].map(([id, name]) => ({ value: id, label: name }))}
      aria-label={t('oauthClients.fields.divisions')}
      data-testid="oauth-client-divisions"
      style={{ width: '100%' }}
    />
  );
}
