import { useTranslation } from 'react-i18next';
import { KitDateRange, KitPickList, KitSelect } from '@switchboard/shared/crud';
import { TICKET_SLA_FILTERS, type TicketDivision } from '@switchboard/shared/contracts';
import { priorityLabel, useAssignees, useCategories, useStatuses, useUserGroups, type Lookup } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { PRIORITY_FILTERS, type ListQuery } from './list-query';

export interface TicketsFiltersProps {
  query: ListQuery;
  onChange: (change: Partial<ListQuery>) => void;
  /** The divisions the agent sees (loaded once by the screen, which also decides the Division column). */
  divisions: Lookup<TicketDivision>;
}

/**
 * The filters of the tickets list (mirrored in the URL by the list page, which also holds the search box):
 * six pick lists, the service level and two date ranges, drawn plain like the list itself.
 * Drawn once the first page is in, so their pick lists load after the rows (which carry every name they show).
 */
export function TicketsFilters({ query, onChange, divisions }: TicketsFiltersProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const statuses = useStatuses();
  const categories = useCategories();
  const assignees = useAssignees();
  const userGroups = useUserGroups();

  return (
    <>
      <KitPickList
        testId="tickets-filter-status"
        label={t('ticket.fields.status')}
        loading={statuses.loading}
        value={query.status}
        onChange={(status) => onChange({ status })}
        options={statuses.items.map((status) => ({ value: status.id, label: status.name, color: status.color }))}
        searchable
      />
      <KitPickList
        testId="tickets-filter-priority"
        label={t('ticket.fields.priority')}
        value={query.priority}
        onChange={(priority) => onChange({ priority })}
        options={PRIORITY_FILTERS.map((priority) => ({ value: priority, label: priorityLabel(t, priority) }))}
      />
      <KitPickList
        testId="tickets-filter-category"
        label={t('ticket.fields.category')}
        loading={categories.loading}
        value={query.category}
        onChange={(category) => onChange({ category })}
        options={categories.items.map((category) => ({ value: category.id, label: category.name }))}
        searchable
      />
      <KitPickList
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
        searchable
      />
      <KitPickList
        testId="tickets-filter-group"
        label={t('ticket.fields.userGroup')}
        loading={userGroups.loading}
        value={query.group}
        onChange={(group) => onChange({ group })}
        options={[{ value: 'mine', label: t('ticket.myGroups') }, ...userGroups.items.map((group) => ({ value: group.id, label: group.name }))]}
        searchable
      />
      {/* One division needs no filter: every ticket the agent sees is in it. */}
      {divisions.items.length > 1 || query.division.length > 0 ? (
        <KitPickList
          testId="tickets-filter-division"
          label={t('ticket.fields.division')}
          loading={divisions.loading}
          value={query.division}
          onChange={(division) => onChange({ division })}
          options={divisions.items.map((division) => ({ value: division.id, label: division.name }))}
          searchable
        />
      ) : null}
      <KitSelect
        testId="tickets-filter-sla"
        label={t('sla.filter.label')}
        value={query.sla}
        onChange={(sla) => onChange({ sla })}
        options={TICKET_SLA_FILTERS.map((value) => ({ value, label: t(`sla.filter.${value}`) }))}
      />
      <KitDateRange
        testId="tickets-filter-created"
        label={t('ticket.fields.created')}
        fromLabel={t('list.createdFrom')}
        toLabel={t('list.createdTo')}
        from={query.from}
        to={query.to}
        onChange={(from, to) => onChange({ from, to })}
      />
      {/* The resolution date: the dashboard's "Due today" tile links here with both ends set. */}
      <KitDateRange
        testId="tickets-filter-due"
        label={t('ticket.fields.resolutionDue')}
        fromLabel={t('list.dueFrom')}
        toLabel={t('list.dueTo')}
        from={query.dueFrom}
        to={query.dueTo}
        onChange={(dueFrom, dueTo) => onChange({ dueFrom, dueTo })}
      />
    </>
  );
}
