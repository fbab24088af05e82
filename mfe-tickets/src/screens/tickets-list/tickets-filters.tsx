import { useEffect, useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Input, Select } from 'antd';
import { DatePicker } from '@switchboard/shared/antd-heavy';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FORM_DATE_FORMAT } from '@switchboard/shared/contracts';
import { priorityLabel, useAssignees, useCategories, useStatuses } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { PRIORITY_FILTERS, hasFilters, type ListQuery, type PriorityFilter } from './list-query';

/** Search typing settles this long before the list reloads. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface TicketsFiltersProps {
  query: ListQuery;
  onChange: (change: Partial<ListQuery>) => void;
  onClear: () => void;
}

const FILTER_WIDTH = { minWidth: 160, maxWidth: 320 } as const;

/** Search text and the filters of the tickets list (all mirrored in the URL by the screen). */
export function TicketsFilters({ query, onChange, onClear }: TicketsFiltersProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const statuses = useStatuses();
  const categories = useCategories();
  const assignees = useAssignees();
  const [text, setText] = useState(query.q);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The URL is the source of truth: a cleared filter or back button updates the box.
  useEffect(() => {
    setText((current) => (current.trim() === query.q ? current : query.q));
  }, [query.q]);

  useEffect(() => {
    if (text.trim() === query.q) return undefined;
    const timer = setTimeout(() => onChangeRef.current({ q: text.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query.q]);

  const range: [Dayjs | null, Dayjs | null] | null = query.from || query.to ? [query.from ? dayjs(query.from) : null, query.to ? dayjs(query.to) : null] : null;

  return (
    <Flex gap={8} wrap="wrap" align="center" style={{ marginBottom: 16 }} role="search">
      <Input
        data-testid="tickets-search"
        aria-label={t('list.search')}
        placeholder={t('list.search')}
        prefix={<SearchOutlined />}
        allowClear
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={200}
        style={{ width: 260, maxWidth: '100%' }}
      />
      <Select
        data-testid="tickets-filter-status"
        aria-label={t('ticket.fields.status')}
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('ticket.fields.status')}
        loading={statuses.loading}
        value={query.status}
        onChange={(status: string[]) => onChange({ status })}
        options={statuses.items.map((status) => ({ value: status.id, label: <Badge color={status.color} text={status.name} />, title: status.name }))}
        showSearch={{ optionFilterProp: 'title' }}
        style={FILTER_WIDTH}
      />
      <Select
        data-testid="tickets-filter-priority"
        aria-label={t('ticket.fields.priority')}
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('ticket.fields.priority')}
        value={query.priority}
        onChange={(priority: PriorityFilter[]) => onChange({ priority })}
        options={PRIORITY_FILTERS.map((priority) => ({ value: priority, label: priorityLabel(t, priority) }))}
        style={FILTER_WIDTH}
      />
      <Select
        data-testid="tickets-filter-category"
        aria-label={t('ticket.fields.category')}
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('ticket.fields.category')}
        loading={categories.loading}
        value={query.category}
        onChange={(category: string[]) => onChange({ category })}
        options={categories.items.map((category) => ({ value: category.id, label: category.name }))}
        showSearch={{ optionFilterProp: 'label' }}
        style={FILTER_WIDTH}
      />
      <Select
        data-testid="tickets-filter-assignee"
        aria-label={t('ticket.fields.assignee')}
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        placeholder={t('ticket.fields.assignee')}
        loading={assignees.loading}
        value={query.assignee}
        onChange={(assignee: string[]) => onChange({ assignee })}
        options={[
          { value: 'me', label: t('ticket.me') },
          { value: 'unassigned', label: t('ticket.unassigned') },
          ...assignees.items.map((agent) => ({ value: agent.id, label: agent.name })),
        ]}
        showSearch={{ optionFilterProp: 'label' }}
        style={FILTER_WIDTH}
      />
      <span data-testid="tickets-filter-created">
        <DatePicker.RangePicker
          aria-label={t('ticket.fields.created')}
          placeholder={[t('list.createdFrom'), t('list.createdTo')]}
          format={FORM_DATE_FORMAT}
          allowEmpty={[true, true]}
          value={range}
          onChange={(dates) =>
            onChange({
              from: dates?.[0] ? dates[0].format('YYYY-MM-DD') : null,
              to: dates?.[1] ? dates[1].format('YYYY-MM-DD') : null,
            })
          }
        />
      </span>
      {hasFilters(query) ? (
        <Button type="link" data-testid="tickets-clear-filters" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      ) : null}
    </Flex>
  );
}
