import { Col, Empty, Flex, Row, theme, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StatusDashboard } from '@switchboard/shared/contracts';
import { Card } from '@switchboard/shared/antd-signed-in';
import { Table } from '@switchboard/shared/antd-table';
import { formatRelativeTime } from '@switchboard/shared/format';
import { useFigures } from '../../format/figures';
import { DASHBOARD_NAMESPACE } from '../../i18n/resources';
import type { StatusFilters } from './status-query';
import { OPEN_KINDS, statusIdsOf, ticketsListUrl } from './ticket-links';

/** One row of a bar list: a name (a link when the tickets list can filter by it), a count, a colour. */
export interface BarRow {
  key: string;
  name: string;
  count: number;
  to?: string;
  color?: string;
}

/** Counts as labelled bars, longest = largest; the bars only repeat the numbers, so they are hidden from screen readers. */
function BarList({ rows, testId }: { rows: BarRow[]; testId: string }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const { token } = theme.useToken();
  const figures = useFigures();
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('breakdowns.empty')} />;
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid={testId}>
      {rows.map((row) => (
        <li key={row.key} style={{ marginBottom: 8 }}>
          <Flex justify="space-between" gap={8}>
            {row.to ? (
              <Link to={row.to} dir="auto">
                {row.name}
              </Link>
            ) : (
              <Typography.Text dir="auto">{row.name}</Typography.Text>
            )}
            <Typography.Text strong>{figures.count(row.count)}</Typography.Text>
          </Flex>
          <div aria-hidden style={{ background: token.colorFillSecondary, borderRadius: 3, height: 6 }}>
            <div style={{ width: `${(row.count / largest) * 100}%`, background: row.color || token.colorPrimary, borderRadius: 3, height: 6 }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export interface StatusBreakdownsProps {
  dashboard: StatusDashboard;
  filters: StatusFilters;
}

/** Open tickets by status, priority, category and user group, each row opening the list with that filter. */
export function StatusBreakdowns({ dashboard, filters }: StatusBreakdownsProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const open = statusIdsOf(dashboard, OPEN_KINDS);
  const lists: { key: string; title: string; rows: BarRow[] }[] = [
    {
      key: 'status',
      title: t('breakdowns.by.status'),
      rows: dashboard.byStatus.map((row) => ({ key: row.statusId, name: row.name, count: row.count, color: row.color, to: ticketsListUrl(filters, { status: [row.statusId] }) })),
    },
    {
      key: 'priority',
      title: t('breakdowns.by.priority'),
      rows: dashboard.byPriority.map((row) => ({
        key: row.priority ?? 'none',
        name: t(`priorities.${row.priority ?? 'none'}`, { defaultValue: row.priority ?? '' }),
        count: row.count,
        to: ticketsListUrl(filters, { status: open, priority: [row.priority ?? 'none'] }),
      })),
    },
    {
      key: 'category',
      title: t('breakdowns.by.category'),
      rows: dashboard.byCategory.map((row) => ({
        key: row.categoryId ?? 'none',
        name: row.name ?? t('breakdowns.none.category'),
        count: row.count,
        // The list has no "without category" filter: that row is not a link.
        to: row.categoryId ? ticketsListUrl(filters, { status: open, category: [row.categoryId] }) : undefined,
      })),
    },
    {
      key: 'group',
      title: t('breakdowns.by.group'),
      rows: dashboard.byGroup.map((row) => ({
        key: row.groupId ?? 'none',
        name: row.name ?? t('breakdowns.none.group'),
        count: row.count,
        to: row.groupId ? ticketsListUrl({ ...filters, group: null }, { status: open, group: [row.groupId, ...(filters.mine ? ['mine'] : [])] }) : undefined,
      })),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {lists.map((list) => (
        <Col key={list.key} xs={24} md={12} xl={6}>
          <Card size="small" title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{list.title}</h2>} style={{ height: '100%' }}>
            <BarList rows={list.rows} testId={`breakdown-${list.key}`} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

type AgentRow = StatusDashboard['agents'][number];

const time = (iso: string | null) => (iso ? new Date(iso).getTime() : Number.POSITIVE_INFINITY);

/** Agents with open tickets: load, breaches, oldest open ticket; each agent opens the list of their open tickets. */
export function AgentsTable({ dashboard, filters }: StatusBreakdownsProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const figures = useFigures();
  const open = statusIdsOf(dashboard, OPEN_KINDS);
  const now = new Date(dashboard.generatedAt).getTime();
  const columns: TableColumnsType<AgentRow> = [
    {
      title: t('agents.name'),
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
      render: (_, agent) => (
        <Link to={ticketsListUrl(filters, { status: open, assignee: [agent.userId] })} dir="auto">
          {agent.removed ? t('agents.removed', { name: agent.name }) : agent.name}
        </Link>
      ),
    },
    { title: t('agents.openAssigned'), key: 'openAssigned', align: 'end', defaultSortOrder: 'descend', sorter: (a, b) => a.openAssigned - b.openAssigned, render: (_, agent) => figures.count(agent.openAssigned) },
    { title: t('agents.breached'), key: 'breached', align: 'end', sorter: (a, b) => a.breached - b.breached, render: (_, agent) => figures.count(agent.breached) },
    {
      title: t('agents.oldestOpen'),
      key: 'oldestOpen',
      // Ascending: the longest-waiting first.
      sorter: (a, b) => time(a.oldestOpenSince) - time(b.oldestOpenSince),
      render: (_, agent) => (agent.oldestOpenSince ? <time dateTime={agent.oldestOpenSince}>{formatRelativeTime(agent.oldestOpenSince, now)}</time> : t('figures.none')),
    },
  ];
  return (
    <Card size="small" title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{t('agents.title')}</h2>}>
      <Table<AgentRow>
        data-testid="agents-table"
        size="small"
        rowKey="userId"
        columns={columns}
        dataSource={dashboard.agents}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('agents.empty') }}
        showSorterTooltip={false}
      />
    </Card>
  );
}
