import type { ReactNode } from 'react';
import { Flex, Select, Tag, Typography } from 'antd';
import { DatePicker } from '@switchboard/shared/antd-heavy';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_DISPLAY_FORMAT, TICKET_PRIORITIES, type AgentTicket, type PersonRef, type TicketStatusSummary } from '@switchboard/shared/contracts';
import { formatDate } from '@switchboard/shared/format';
import { PRIORITY_COLORS, StatusTag, priorityLabel, type Lookup } from '../../components';
import type { CategoryOption } from '../../api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import type { EditableProperty } from './ticket-patch';

const UNASSIGNED = 'unassigned';

export interface TicketPropertiesProps {
  ticket: AgentTicket;
  editable: boolean;
  statuses: Lookup<TicketStatusSummary>;
  assignees: Lookup<PersonRef>;
  categories: Lookup<CategoryOption>;
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

/** Status, priority, assignee, category and due date; each a control for agents who may edit. */
export function TicketProperties({ ticket, editable, statuses, assignees, categories, onChange, vertical = false }: TicketPropertiesProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const controlStyle = { width: '100%', minWidth: 170 };

  // The ticket's own values stay choosable even when a pick list failed or lacks them.
  const statusOptions = [...statuses.items];
  if (!statusOptions.some((status) => status.id === ticket.status.id)) statusOptions.unshift(ticket.status);
  const agentOptions = [...assignees.items];
  if (ticket.assignee && !agentOptions.some((agent) => agent.id === ticket.assignee!.id)) agentOptions.unshift(ticket.assignee);
  const categoryOptions = [...categories.items];
  if (ticket.category && !categoryOptions.some((category) => category.id === ticket.category!.id)) categoryOptions.unshift(ticket.category);

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
            style={controlStyle}
          />
        ) : (
          <span data-testid="ticket-status-select">
            <StatusTag status={ticket.status} />
          </span>
        )}
      </Property>
      <Property label={t('ticket.fields.priority')} id="ticket-priority-label">
        {editable ? (
          <Select
            data-testid="ticket-priority-select"
            aria-labelledby="ticket-priority-label"
            value={ticket.priority ?? ''}
            onChange={(value: string) => onChange('priority', value || null)}
            options={[
              { value: '', label: priorityLabel(t, null) },
              ...TICKET_PRIORITIES.map((priority) => ({ value: priority, label: <Tag color={PRIORITY_COLORS[priority]}>{priorityLabel(t, priority)}</Tag>, title: priorityLabel(t, priority) })),
            ]}
            style={controlStyle}
          />
        ) : (
          <Typography.Text data-testid="ticket-priority-select">{priorityLabel(t, ticket.priority)}</Typography.Text>
        )}
      </Property>
      <Property label={t('ticket.fields.assignee')} id="ticket-assignee-label">
        {editable ? (
          <Select
            data-testid="ticket-assignee-select"
            aria-labelledby="ticket-assignee-label"
            value={ticket.assignee?.id ?? UNASSIGNED}
            loading={assignees.loading}
            onChange={(value: string) => onChange('assigneeId', value === UNASSIGNED ? null : value)}
            options={[{ value: UNASSIGNED, label: t('ticket.unassigned') }, ...agentOptions.map((agent) => ({ value: agent.id, label: agent.name }))]}
            showSearch={{ optionFilterProp: 'label' }}
            style={controlStyle}
          />
        ) : (
          <Typography.Text data-testid="ticket-assignee-select">{ticket.assignee?.name ?? t('ticket.unassigned')}</Typography.Text>
        )}
      </Property>
      <Property label={t('ticket.fields.category')} id="ticket-category-label">
        {editable ? (
          <Select
            data-testid="ticket-category-select"
            aria-labelledby="ticket-category-label"
            value={ticket.category?.id ?? ''}
            loading={categories.loading}
            onChange={(value: string) => onChange('categoryId', value || null)}
            options={[{ value: '', label: t('ticket.noCategory') }, ...categoryOptions.map((category) => ({ value: category.id, label: category.name }))]}
            showSearch={{ optionFilterProp: 'label' }}
            style={controlStyle}
          />
        ) : (
          <Typography.Text data-testid="ticket-category-select">{ticket.category?.name ?? t('ticket.noCategory')}</Typography.Text>
        )}
      </Property>
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
            style={controlStyle}
          />
        ) : (
          <Typography.Text data-testid="ticket-due-date">{formatDate(ticket.resolutionDueDate) || t('ticket.noDueDate')}</Typography.Text>
        )}
      </Property>
    </Flex>
  );
}
