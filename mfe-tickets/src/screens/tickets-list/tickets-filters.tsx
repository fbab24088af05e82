import type { ReactNode } from 'react';
import { Select } from 'antd';
import { Badge } from '@switchboard/shared/antd-signed-in';
import { DatePicker } from '@switchboard/shared/antd-date';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FORM_DATE_FORMAT, TICKET_SLA_FILTERS, type TicketDivision } from '@switchboard/shared/contracts';
import { priorityLabel, useAssignees, useCategories, useStatuses, useUserGroups, type Lookup } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { PRIORITY_FILTERS, type ListQuery } from './list-query';

export interface TicketsFiltersProps {
  query: ListQuery;
  onChange: (change: Partial<ListQuery>) => void;
  /** The divisions the agent sees (loaded once by the screen, which also decides the Division column). */
  divisions: Lookup<TicketDivision>;
}

const FILTER_WIDTH = { minWidth: 160, maxWidth: 320 } as const;

interface MultiSelectFilterProps<Value extends string> {
  testId: string;
  /** Accessible name and placeholder. */
  label: string;
  value: Value[];
  onChange: (value: Value[]) => void;
  options: { value: Value; label: ReactNode; title?: string }[];
  loading?: boolean;
  /** The option property typed text is matched against; antd's own matching without it. */
  searchBy?: 'label' | 'title';
}

/** One filter of the list: any number of values, cleared at once, tags collapsed to the width. */
function MultiSelectFilter<Value extends string>({ testId, label, searchBy, ...select }: MultiSelectFilterProps<Value>) {
  return (
    <Select
      data-testid={testId}
      aria-label={label}
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      placeholder={label}
      {...(searchBy ? { showSearch: { optionFilterProp: searchBy } } : {})}
      style={FILTER_WIDTH}
      {...select}
    />
  );
}

/** A stored `YYYY-MM-DD` range as the range picker's value (either end may be open). */
function dayRange(from: string | null, to: string | null): [Dayjs | null, Dayjs | null] | null {
  return from || to ? [from ? dayjs(from) : null, to ? dayjs(to) : null] : null;
}

/**
 * The filters of the tickets list (mirrored in the URL by the list page, which also holds the search box).
 * Drawn once the first page is in, so their pick lists load after the rows (which carry every name they show).
 */
export function TicketsFilters({ query, onChange, divisions }: TicketsFiltersProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const statuses = useStatuses();
  const categories = useCategories();
  const assignees = useAssignees();
  const userGroups = useUserGroups();

  const range = dayRange(query.from, query.to);
  const dueRange = dayRange(query.dueFrom, query.dueTo);

  return (
    <>
      <MultiSelectFilter
        testId="tickets-filter-status"
        label={t('ticket.fields.status')}
        loading={statuses.loading}
        value={query.status}
        onChange={(status) => onChange({ status })}
        options={statuses.items.map((status) => ({ value: status.id, label: <Badge color={status.color} text={status.name} />, title: status.name }))}
        searchBy="title"
      />
      <MultiSelectFilter
        testId="tickets-filter-priority"
        label={t('ticket.fields.priority')}
        value={query.priority}
        onChange={(priority) => onChange({ priority })}
        options={PRIORITY_FILTERS.map((priority) => ({ value: priority, label: priorityLabel(t, priority) }))}
      />
      <MultiSelectFilter
        testId="tickets-filter-category"
        label={t('ticket.fields.category')}
        loading={categories.loading}
        value={query.category}
        onChange={(category) => onChange({ category })}
        options={categories.items.map((category) => ({ value: category.id, label: category.name }))}
        searchBy="label"
      />
      <MultiSelectFilter
        testId="tickets-filter-assignee"
        label={t('ticket.fields.assignee')}
        loading={assignees.loading}
        value={query.assignee}
        onChange={(assignee) => onChange({ assignee })}
        options={[
          { value: 'me', label: t('ticket.me') },
          { value: 'unassigned', label: t('ticket.unassigned') },
          ...assignees.items.map((agent) => ({ value: agent.id, label: agent.name })),
        ]}
        searchBy="label"
      />
      <MultiSelectFilter
        testId="tickets-filter-group"
        label={t('ticket.fields.userGroup')}
        loading={userGroups.loading}
        value={query.group}
        onChange={(group) => onChange({ group })}
        options={[{ value: 'mine', label: t('ticket.myGroups') }, ...userGroups.items.map((group) => ({ value: group.id, label: group.name }))]}
        searchBy="label"
      />
      {/* One division needs no filter: every ticket the agent sees is in it. */}
      {divisions.items.length > 1 || query.division.length > 0 ? (
        <MultiSelectFilter
          testId="tickets-filter-division"
          label={t('ticket.fields.division')}
          loading={divisions.loading}
          value={query.division}
          onChange={(division) => onChange({ division })}
          options={divisions.items.map((division) => ({ value: division.id, label: division.name }))}
          searchBy="label"
        />
      ) : null}
      <Select
        data-testid="tickets-filter-sla"
        aria-label={t('sla.filter.label')}
        placeholder={t('sla.filter.label')}
        allowClear
        style={FILTER_WIDTH}
        value={query.sla ?? undefined}
        onChange={(sla?: string) => onChange({ sla: sla ?? null })}
        options={TICKET_SLA_FILTERS.map((value) => ({ value, label: t(`sla.filter.${value}`) }))}
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
      {/* The resolution date: the dashboard's "Due today" tile links here with both ends set. */}
      <span data-testid="tickets-filter-due">
        <DatePicker.RangePicker
          aria-label={t('ticket.fields.resolutionDue')}
          placeholder={[t('list.dueFrom'), t('list.dueTo')]}
          format={FORM_DATE_FORMAT}
          allowEmpty={[true, true]}
          value={dueRange}
          onChange={(dates) =>
            onChange({
              dueFrom: dates?.[0] ? dates[0].format('YYYY-MM-DD') : null,
              dueTo: dates?.[1] ? dates[1].format('YYYY-MM-DD') : null,
            })
          }
        />
      </span>
    </>
  );
}
