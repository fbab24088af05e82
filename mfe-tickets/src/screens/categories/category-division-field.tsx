import { useEffect, useState } from 'react';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '@switchboard/shared/client';
import { useSeededName } from '@switchboard/shared/crud';
import type { DivisionOption, DivisionOptionListResponse } from '@switchboard/shared/contracts';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

/** The organisation's divisions, Home first; null until loaded, and when they cannot be (the picker is then left out). */
function useDivisionOptions(): DivisionOption[] | null {
  const [divisions, setDivisions] = useState<DivisionOption[] | null>(null);
  useEffect(() => {
    let live = true;
    api.get<DivisionOptionListResponse>('divisions/options', { skipErrorNotifier: true }).then(
      (response) => live && setDivisions(response.data.entities),
      () => live && setDivisions(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return divisions;
}

/**
 * The division a category belongs to. Empty (a new category) means Home, whose name is the
 * placeholder. Left out when the divisions cannot be loaded: a save then sends no choice.
 */
export function CategoryDivisionField({ value, onChange, disabled }: { value: string | undefined; onChange: (divisionId: string) => void; disabled: boolean }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const seededName = useSeededName();
  const divisions = useDivisionOptions();
  if (!divisions) return null;
  return (
    <Form layout="vertical" component="div" style={{ marginBlockStart: 16 }}>
      <Form.Item label={t('categories.division')} htmlFor="category-division" style={{ marginBottom: 0 }}>
      <Select
        id="category-division"
        data-testid="category-division"
        aria-label={t('categories.division')}
        value={value}
        onChange={onChange}
        disabled={disabled}
        showSearch
        optionFilterProp="label"
        placeholder={divisions.filter((division) => division.isHome).map((division) => seededName('division', { name: division.name, seeded: division.isHome }))[0]}
        options={divisions.map((division) => ({ value: division.id, label: seededName('division', { name: division.name, seeded: division.isHome }) }))}
      />
      </Form.Item>
    </Form>
  );
}
