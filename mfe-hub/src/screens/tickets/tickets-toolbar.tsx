import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Flex, Segmented, theme } from 'antd';
import { DatePicker } from '@switchboard/shared/antd-date';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FORM_DATE_FORMAT, HUB_STATUS_FILTERS } from '@switchboard/shared/contracts';
import { useIsMobile } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../../i18n/resources';
import type { TicketsLayout } from './layout-preference';
import type { HubStatusFilter, TicketFilters } from './ticket-filters';

/**
 * On a phone the status filter spans the width, but its four items are not forced to equal quarters:
 * each takes at least its longest word, grows with what is left, and a long label ("In Progress",
 * "In Bearbeitung", "قيد التنفيذ") wraps between its words instead of being clipped.
 */
export const MOBILE_STATUS_FILTER_STYLES = {
  item: { flex: '1 1 auto', minWidth: 'min-content' },
  label: {
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    lineHeight: 1.25,
    paddingInline: 8,
    paddingBlock: 4,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: '100%',
  },
} as const;

export interface TicketsToolbarProps {
  filters: TicketFilters;
  onFiltersChange: (filters: TicketFilters) => void;
  layout: TicketsLayout;
  onLayoutChange: (layout: TicketsLayout) => void;
}

/** Status and created-date filters on the leading side, the list/grid toggle on the trailing side. */
export function TicketsToolbar({ filters, onFiltersChange, layout, onLayoutChange }: TicketsToolbarProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const range = filters.range ? ([filters.range[0] ?? null, filters.range[1] ?? null] as [Dayjs | null, Dayjs | null]) : null;

  return (
    <Flex gap={token.marginSM} wrap="wrap" align="center" justify="space-between" style={{ marginBottom: token.marginLG }}>
      <Flex gap={token.marginSM} wrap="wrap" align="center" style={{ flex: isMobile ? '1 1 100%' : undefined }}>
        <Segmented<HubStatusFilter>
          data-testid="tickets-status-filter"
          aria-label={t('list.statusLabel')}
          block={isMobile}
          style={isMobile ? { width: '100%' } : undefined}
          styles={isMobile ? MOBILE_STATUS_FILTER_STYLES : undefined}
          value={filters.status}
          onChange={(status) => onFiltersChange({ ...filters, status })}
          options={HUB_STATUS_FILTERS.map((status) => ({ value: status, label: t(`list.status.${status}`) }))}
        />
        {/* The picker copies attributes onto both of its inputs, so the test id and group label sit on a wrapper. */}
        <div data-testid="tickets-date-range" role="group" aria-label={t('list.dateRangeLabel')} style={isMobile ? { width: '100%' } : undefined}>
          <DatePicker.RangePicker
            format={FORM_DATE_FORMAT}
            placeholder={[t('list.createdFrom'), t('list.createdTo')]}
            value={range}
            // Nothing is created tomorrow.
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            // Fires with both ends chosen, or null when cleared (only a full range filters).
            onChange={(next) => onFiltersChange({ ...filters, range: next ?? null })}
            style={isMobile ? { width: '100%' } : undefined}
          />
        </div>
      </Flex>
      <Segmented<TicketsLayout>
        data-testid="tickets-layout-toggle"
        aria-label={t('list.layoutLabel')}
        value={layout}
        onChange={onLayoutChange}
        options={[
          { value: 'list', icon: <UnorderedListOutlined />, label: t('list.layoutList') },
          { value: 'grid', icon: <AppstoreOutlined />, label: t('list.layoutGrid') },
        ]}
      />
    </Flex>
  );
}
