import { useState } from 'react';
import { Flex, Segmented, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@switchboard/shared/antd-date';
import { ANALYTICS_DIMENSIONS, ANALYTICS_MAX_DAYS, ANALYTICS_PERIODS, FORM_DATE_FORMAT, TICKET_CHANNELS, TICKET_PRIORITIES, type AnalyticsDimension } from '@switchboard/shared/contracts';
import { useAgents, useCategories, useDivisions, useUserGroups, type Lookup } from '../../api/use-lookups';
import { DASHBOARD_NAMESPACE } from '../../i18n/resources';
import { changeTrendView, intervalsFor, type TrendView } from './trend-query';

const SELECT_STYLE = { minWidth: 160, maxWidth: 280 } as const;

export interface TrendFiltersProps {
  view: TrendView;
  onChange: (view: TrendView) => void;
}

/** The values the "narrow to" filter offers for a dimension (`none`: tickets without one). */
function useDimensionValues(dimension: AnalyticsDimension | null): { options: { value: string; label: string }[]; loading: boolean } {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const lookups: Record<'category' | 'group' | 'agent', Lookup> = {
    category: useCategories(dimension === 'category'),
    group: useUserGroups(dimension === 'group'),
    agent: useAgents(dimension === 'agent'),
  };
  if (!dimension) return { options: [], loading: false };
  if (dimension === 'channel') return { options: TICKET_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) })), loading: false };
  if (dimension === 'priority') return { options: [...TICKET_PRIORITIES, 'none'].map((value) => ({ value, label: t(`priorities.${value}`) })), loading: false };
  const lookup = lookups[dimension];
  return {
    options: [{ value: 'none', label: t(`breakdowns.none.${dimension}`) }, ...lookup.items.map((item) => ({ value: item.id, label: item.name }))],
    loading: lookup.loading,
  };
}

/** Period, interval, division and the optional "narrow to" filter of the trend view (mirrored in the URL). */
export function TrendFilters({ view, onChange }: TrendFiltersProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const divisions = useDivisions();
  // A dimension picked without a value yet is not a filter: it stays here until a value is chosen.
  const [pending, setPending] = useState<AnalyticsDimension | null>(null);
  const dimension = view.dimension ?? pending;
  const values = useDimensionValues(dimension);
  const set = (change: Partial<TrendView>) => onChange(changeTrendView(view, change));
  const range: [Dayjs, Dayjs] | null = view.from && view.to ? [dayjs(view.from), dayjs(view.to)] : null;

  return (
    <Flex gap={8} wrap="wrap" align="center" role="group" aria-label={t('filters.label')}>
      <Segmented
        // Five periods do not fit a phone's width: they scroll rather than push the page sideways.
        style={{ maxWidth: '100%', overflowX: 'auto' }}
        aria-label={t('trend.period')}
        data-testid="trend-period"
        value={view.period}
        onChange={(period) => (period === 'custom' ? set({ period, from: dayjs().subtract(29, 'day').format('YYYY-MM-DD'), to: dayjs().format('YYYY-MM-DD') }) : set({ period }))}
        options={ANALYTICS_PERIODS.map((period) => ({ value: period, label: t(`trend.periods.${period}`) }))}
      />
      {view.period === 'custom' ? (
        <DatePicker.RangePicker
          aria-label={t('trend.customRange')}
          data-testid="trend-range"
          format={FORM_DATE_FORMAT}
          allowClear={false}
          value={range}
          disabledDate={(day, info) => Boolean(info.from && Math.abs(day.diff(info.from, 'day')) >= ANALYTICS_MAX_DAYS)}
          onChange={(dates) => dates?.[0] && dates[1] && set({ from: dates[0].format('YYYY-MM-DD'), to: dates[1].format('YYYY-MM-DD') })}
        />
      ) : null}
      <Select
        aria-label={t('trend.interval')}
        data-testid="trend-interval"
        style={SELECT_STYLE}
        value={view.interval}
        onChange={(interval) => set({ interval })}
        options={intervalsFor(view).map((interval) => ({ value: interval, label: t(`trend.intervals.${interval}`) }))}
      />
      {divisions.items.length > 1 || view.division ? (
        <Select
          aria-label={t('filters.division')}
          placeholder={t('filters.division')}
          data-testid="trend-division"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={divisions.loading}
          style={SELECT_STYLE}
          value={view.division ?? undefined}
          onChange={(division?: string) => set({ division: division ?? null })}
          options={divisions.items.map((item) => ({ value: item.id, label: item.name }))}
        />
      ) : null}
      <Select
        aria-label={t('trend.narrowTo')}
        placeholder={t('trend.narrowTo')}
        data-testid="trend-dimension"
        allowClear
        style={SELECT_STYLE}
        value={dimension ?? undefined}
        onChange={(next?: AnalyticsDimension) => {
          setPending(next ?? null);
          set({ dimension: null, value: null });
        }}
        options={ANALYTICS_DIMENSIONS.map((value) => ({ value, label: t(`trend.dimensions.${value}`) }))}
      />
      {dimension ? (
        <Select
          aria-label={t(`trend.dimensions.${dimension}`)}
          placeholder={t(`trend.dimensions.${dimension}`)}
          data-testid="trend-value"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={values.loading}
          style={SELECT_STYLE}
          value={view.value ?? undefined}
          onChange={(value?: string) => {
            setPending(value ? null : dimension);
            set({ dimension, value: value ?? null });
          }}
          options={values.options}
        />
      ) : null}
    </Flex>
  );
}
