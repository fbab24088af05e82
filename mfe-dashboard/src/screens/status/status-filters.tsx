import { Flex, Select, Typography } from 'antd';
import { Switch } from '@switchboard/shared/antd-signed-in';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useDivisions, useUserGroups, type Lookup } from '../../api/use-lookups';
import { DASHBOARD_NAMESPACE } from '../../i18n/resources';
import type { StatusFilters as Filters } from './status-query';

const FILTER_STYLE = { minWidth: 180, maxWidth: 320 } as const;

interface LookupSelectProps {
  testId: string;
  label: string;
  lookup: Lookup;
  value: string | null;
  onChange: (value: string | null) => void;
}

/** One single-value filter: searchable, cleared with its ×. */
function LookupSelect({ testId, label, lookup, value, onChange }: LookupSelectProps) {
  return (
    <Select
      data-testid={testId}
      aria-label={label}
      placeholder={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={lookup.loading}
      style={FILTER_STYLE}
      value={value ?? undefined}
      onChange={(next?: string) => onChange(next ?? null)}
      options={lookup.items.map((item) => ({ value: item.id, label: item.name }))}
    />
  );
}

export interface StatusFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

/** Division, user group, category and "My groups": what the figures cover (mirrored in the URL). */
export function StatusFilters({ filters, onChange }: StatusFiltersProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const divisions = useDivisions();
  const groups = useUserGroups();
  const categories = useCategories();
  const mineId = useId();
  const set = (change: Partial<Filters>) => onChange({ ...filters, ...change });

  return (
    <Flex gap={8} wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
      {/* One division needs no filter: every ticket the agent sees is in it. */}
      {divisions.items.length > 1 || filters.division ? (
        <LookupSelect testId="filter-division" label={t('filters.division')} lookup={divisions} value={filters.division} onChange={(division) => set({ division })} />
      ) : null}
      <LookupSelect testId="filter-group" label={t('filters.group')} lookup={groups} value={filters.group} onChange={(group) => set({ group })} />
      <LookupSelect testId="filter-category" label={t('filters.category')} lookup={categories} value={filters.category} onChange={(category) => set({ category })} />
      <Flex gap={6} align="center">
        <Switch id={mineId} data-testid="filter-my-groups" checked={filters.mine} onChange={(mine) => set({ mine })} />
        <Typography.Text>
          <label htmlFor={mineId}>{t('filters.myGroups')}</label>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
