import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { HUB_STATUS_FILTERS } from '@switchboard/shared/contracts';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { ChoiceGroup, icons, PlainButton } from '../../look';
import type { TicketsLayout } from './layout-preference';
import { rangeDays, type DayPair, type HubStatusFilter, type TicketFilters } from './ticket-filters';

export interface TicketsToolbarProps {
  filters: TicketFilters;
  onFiltersChange: (filters: TicketFilters) => void;
  layout: TicketsLayout;
  onLayoutChange: (layout: TicketsLayout) => void;
}

/**
 * The created-date range as two native date fields (the phone's own calendar at 375 px, typing on a
 * desktop). The range filters once both ends are chosen; one end alone waits here for the other.
 */
function CreatedRange({ filters, onFiltersChange }: Pick<TicketsToolbarProps, 'filters' | 'onFiltersChange'>) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const applied = rangeDays(filters.range);
  const [days, setDays] = useState<DayPair>(applied ?? ['', '']);
  const appliedKey = applied ? applied.join('/') : '';
  // The URL changed the range (a link, "Clear filters"): show what now applies, keeping a half-chosen range otherwise.
  useEffect(() => {
    const now = appliedKey ? (appliedKey.split('/') as DayPair) : null;
    setDays((shown) => (now ? now : shown[0] && shown[1] ? ['', ''] : shown));
  }, [appliedKey]);
  const today = dayjs().format('YYYY-MM-DD');

  const choose = (next: DayPair) => {
    setDays(next);
    const complete = Boolean(next[0] && next[1]);
    if (complete) onFiltersChange({ ...filters, range: [dayjs(next[0]), dayjs(next[1])] });
    else if (applied) onFiltersChange({ ...filters, range: null });
  };

  return (
    <div className="sb-hub-dates" role="group" aria-label={t('list.dateRangeLabel')} data-testid="tickets-date-range">
      <label className="sb-hub-date">
        <span>{t('list.createdFrom')}</span>
        {/* Nothing is created tomorrow. */}
        <input className="sb-hub-input" type="date" max={today} value={days[0]} onChange={(event) => choose([event.target.value, days[1]])} />
      </label>
      <label className="sb-hub-date">
        <span>{t('list.createdTo')}</span>
        <input className="sb-hub-input" type="date" max={today} value={days[1]} onChange={(event) => choose([days[0], event.target.value])} />
      </label>
      {days[0] || days[1] ? (
        <PlainButton variant="text" icon={icons.CloseOutlined} aria-label={t('list.clearDates')} onClick={() => choose(['', ''])} data-testid="tickets-clear-dates" />
      ) : null}
    </div>
  );
}

/**
 * Status and created-date filters on the leading side, the list/grid toggle on the trailing side. On a
 * phone the status filter spans the width and its four items are not forced to equal quarters: each
 * takes at least its longest word and a long label ("In Bearbeitung", "قيد التنفيذ") wraps between its
 * words instead of being clipped.
 */
export function TicketsToolbar({ filters, onFiltersChange, layout, onLayoutChange }: TicketsToolbarProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <div className="sb-hub-toolbar">
      <div className="sb-hub-filters">
        <ChoiceGroup<HubStatusFilter>
          data-testid="tickets-status-filter"
          className="sb-hub-status"
          label={t('list.statusLabel')}
          value={filters.status}
          onChange={(status) => onFiltersChange({ ...filters, status })}
          options={HUB_STATUS_FILTERS.map((status) => ({ value: status, label: t(`list.status.${status}`) }))}
        />
        <CreatedRange filters={filters} onFiltersChange={onFiltersChange} />
      </div>
      <ChoiceGroup<TicketsLayout>
        data-testid="tickets-layout-toggle"
        label={t('list.layoutLabel')}
        value={layout}
        onChange={onLayoutChange}
        options={[
          { value: 'list', icon: icons.UnorderedListOutlined, label: t('list.layoutList') },
          { value: 'grid', icon: icons.AppstoreOutlined, label: t('list.layoutGrid') },
        ]}
      />
    </div>
  );
}
