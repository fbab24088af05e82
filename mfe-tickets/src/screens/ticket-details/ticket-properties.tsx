import type { ReactNode } from 'react';
import { Flex, Select, Typography, type SelectProps } from 'antd';
import { Tag } from '@switchboard/shared/antd-signed-in';
import { DatePicker } from '@switchboard/shared/antd-date';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT, TICKET_PRIORITIES, type AgentTicket, type PersonRef, type TicketDivision, type TicketStatusSummary, type UserGroupPick } from '@switchboard/shared/contracts';
import { useSeededName } from '@switchboard/shared/crud';
import { formatDate } from '@switchboard/shared/format';
import { PersonName, PRIORITY_COLORS, SlaBadge, StatusTag, personNameText, priorityLabel, type Lookup } from '../../components';
import type { CategoryOption } from '../../api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import type { EditableProperty } from './ticket-patch';

const UNASSIGNED = 'unassigned';
const CONTROL_STYLE = { width: '100%', minWidth: 170 };

export interface TicketPropertiesProps {
  ticket: AgentTicket;
  editable: boolean;
  statuses: Lookup<TicketStatusSummary>;
  assignees: Lookup<PersonRef>;
  /** Groups the ticket can be given to; no group control without it. */
  userGroups?: Lookup<UserGroupPick>;
  categories: Lookup<CategoryOption>;
  /** Divisions the ticket can move to; without it the division shows as text. */
  divisions?: Lookup<TicketDivision>;
  onChange: (property: EditableProperty, value: string | null) => void;
  vertical?: boolean;
}

function Property({ label, children, id }: { label: string; children: ReactNode; id: string }) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 170 }}>
      <Typography.Text type="secondary" id={id} style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      {children}
    </Flex>
  );
}

/** The list's items with the ticket's own value first when the list lacks it (it failed, or the value is retired). */
function withCurrent<Item extends { id: string }>(items: Item[], current: Item | null | undefined): Item[] {
  return current && !items.some((item) => item.id === current.id) ? [current, ...items] : items;
}

type SelectPropertyProps = SelectProps<string> & {
  /** Names the label (`ticket-<name>-label`) and the test id (`ticket-<name>-select`). */
  name: string;
  label: string;
  editable: boolean;
  /** What an agent who may not edit sees. */
  shown: ReactNode;
};

/** A property picked from a list by agents who may edit; its text for the others. */
function SelectProperty({ name, label, editable, shown, ...select }: SelectPropertyProps) {
  const labelId = `ticket-${name}-label`;
  return (
    <Property label={label} id={labelId}>
      {editable ? (
        <Select data-testid={`ticket-${name}-select`} aria-labelledby={labelId} style={CONTROL_STYLE} {...select} />
      ) : (
        <Typography.Text data-testid={`ticket-${name}-select`}>{shown}</Typography.Text>
      )}
    </Property>
  );
}

/** Status, priority, assignee, group, category and due date; each a control for agents who may edit. */
export function TicketProperties({ ticket, editable, statuses, assignees, userGroups, categories, divisions, onChange, vertical = false }: TicketPropertiesProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const seededName = useSeededName();

  // The ticket's own values stay choosable even when a pick list failed or lacks them.
  const statusOptions = withCurrent(statuses.items, ticket.status);
  const agentOptions = withCurrent(assignees.items, ticket.assignee);
  const categoryOptions = withCurrent(categories.items, ticket.category);
  const groupOptions = withCurrent<{ id: string; name: string }>(userGroups?.items ?? [], ticket.userGroup);
  const divisionOptions = withCurrent(divisions?.items ?? [], ticket.division);

  return (
    <Flex gap={16} wrap="wrap" vertical={vertical}>
      <Property label={t('ticket.fields.status')} id="ticket-status-label">
        {editable ? (
          <Select
            data-testid="ticket-status-select"
            aria-labelledby="ticket-status-label"
            value={ticket.status.id}
            loading={statuses.loading}
            onChange={(value: string) => onChange('statusId', value)}
            options={statusOptions.map((status) => ({ value: status.id, label: <StatusTag status={status} />, title: status.name }))}
            style={CONTROL_STYLE}
          />
        ) : (
          <span data-testid="ticket-status-select">
            <StatusTag status={ticket.status} />
          </span>
        )}
      </Property>
      <SelectProperty
        name="priority"
        label={t('ticket.fields.priority')}
        editable={editable}
        shown={priorityLabel(t, ticket.priority)}
        value={ticket.priority ?? ''}
        onChange={(value) => onChange('priority', value || null)}
        options={[
          { value: '', label: priorityLabel(t, null) },
          ...TICKET_PRIORITIES.map((priority) => ({ value: priority, label: <Tag color={PRIORITY_COLORS[priority]}>{priorityLabel(t, priority)}</Tag>, title: priorityLabel(t, priority) })),
        ]}
      />
      <SelectProperty
        name="assignee"
        label={t('ticket.fields.assignee')}
        editable={editable}
        shown={ticket.assignee ? <PersonName person={ticket.assignee} /> : t('ticket.unassigned')}
        value={ticket.assignee?.id ?? UNASSIGNED}
        loading={assignees.loading}
        onChange={(value) => onChange('assigneeId', value === UNASSIGNED ? null : value)}
        options={[{ value: UNASSIGNED, label: t('ticket.unassigned') }, ...agentOptions.map((agent) => ({ value: agent.id, label: personNameText(agent, t) }))]}
        showSearch={{ optionFilterProp: 'label' }}
      />
      {userGroups ? (
        <SelectProperty
          name="userGroup"
          label={t('ticket.fields.userGroup')}
          editable={editable}
          shown={ticket.userGroup?.name ?? t('ticket.noUserGroup')}
          value={ticket.userGroup?.id ?? ''}
          loading={userGroups.loading}
          onChange={(value) => onChange('userGroupId', value || null)}
          options={[{ value: '', label: t('ticket.noUserGroup') }, ...groupOptions.map((group) => ({ value: group.id, label: group.name }))]}
          showSearch={{ optionFilterProp: 'label' }}
        />
      ) : null}
      <SelectProperty
        name="category"
        label={t('ticket.fields.category')}
        editable={editable}
        shown={ticket.category?.name ?? t('ticket.noCategory')}
        value={ticket.category?.id ?? ''}
        loading={categories.loading}
        onChange={(value) => onChange('categoryId', value || null)}
        options={[{ value: '', label: t('ticket.noCategory') }, ...categoryOptions.map((category) => ({ value: category.id, label: category.name }))]}
        showSearch={{ optionFilterProp: 'label' }}
      />
      {ticket.division ? (
        <SelectProperty
          name="division"
          label={t('ticket.fields.division')}
          editable={editable && divisions !== undefined}
          shown={seededName('division', ticket.division)}
          value={ticket.division.id}
          loading={divisions?.loading}
          onChange={(value) => onChange('divisionId', value || null)}
          options={divisionOptions.map((division) => ({ value: division.id, label: seededName('division', division) }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      ) : null}
      <Property label={t('ticket.fields.resolutionDue')} id="ticket-due-label">
        {editable ? (
          <DatePicker
            data-testid="ticket-due-date"
            aria-labelledby="ticket-due-label"
            showTime={{ format: 'HH:mm' }}
            format={DATE_DISPLAY_FORMAT}
            placeholder={t('ticket.noDueDate')}
            value={ticket.resolutionDueDate ? dayjs(ticket.resolutionDueDate) : null}
            onChange={(value) => onChange('resolutionDueDate', value ? value.toISOString() : null)}
            style={CONTROL_STYLE}
          />
        ) : (
          <Typography.Text data-testid="ticket-due-date">{formatDate(ticket.resolutionDueDate) || t('ticket.noDueDate')}</Typography.Text>
        )}
        {ticket.resolutionDueOverridden && ticket.sla ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="ticket-due-overridden">
            {t('sla.overridden')}
          </Typography.Text>
        ) : null}
      </Property>
      <Property label={t('sla.column')} id="ticket-sla-label">
        {ticket.sla ? (
          <Flex gap={8} wrap align="center" data-testid="ticket-sla">
            <SlaBadge sla={ticket.sla} />
            <Typography.Text type="secondary" dir="auto">
              {ticket.sla.policy.name}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary" data-testid="ticket-sla">
            {t('sla.none')}
          </Typography.Text>
        )}
      </Property>
    </Flex>
  );
}
