import { Alert, Col, Row } from 'antd';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TrendBreakdownRow, TrendResponse } from '@switchboard/shared/contracts';
import { Card } from '@switchboard/shared/antd-signed-in';
import { Table } from '@switchboard/shared/antd-table';
import type { CsvCell } from '../../csv/csv';
import { slaAttainment, useFigures } from '../../format/figures';
import { DASHBOARD_NAMESPACE } from '../../i18n/resources';
import { CardHeading, CsvButton } from './chart-card';

export const BREAKDOWNS = ['category', 'group', 'agent', 'priority'] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

/** A row's display name: priorities translated, "none" rows named, removed agents marked. */
export function breakdownName(breakdown: Breakdown, row: TrendBreakdownRow, t: TFunction): string {
  if (breakdown === 'priority') return t(`priorities.${row.key ?? 'none'}`, { defaultValue: row.name ?? row.key ?? '' });
  if (row.key !== null && row.name === null) return t('breakdowns.deleted');
  if (row.key === null) return t(`breakdowns.none.${breakdown}`);
  return row.removed ? t('agents.removed', { name: row.name }) : (row.name ?? '');
}

const rowSla = (row: TrendBreakdownRow) => slaAttainment(row.slaMet, row.slaBreached);
const nullsLast = (a: number | null, b: number | null) => (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY);

/** A breakdown as CSV rows: names, counts, SLA attainment in %, average durations in seconds. */
export function breakdownCsvRows(breakdown: Breakdown, rows: readonly TrendBreakdownRow[], t: TFunction): CsvCell[][] {
  return [
    [t(`trend.dimensions.${breakdown}`), t('kpi.created'), t('kpi.resolved'), t('kpi.reopened'), t('charts.unit.percent', { name: t('kpi.slaAttainment') }), t('table.firstResponseSeconds'), t('table.resolutionSeconds')],
    ...rows.map((row) => {
      const sla = rowSla(row);
      return [breakdownName(breakdown, row, t), row.created, row.resolved, row.reopened, sla === null ? null : Math.round(sla * 10) / 10, row.firstResponseAvgSeconds, row.resolutionAvgSeconds];
    }),
  ];
}

function BreakdownTable({ breakdown, rows, from, to }: { breakdown: Breakdown; rows: TrendBreakdownRow[]; from: string; to: string }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const figures = useFigures();
  const columns: TableColumnsType<TrendBreakdownRow> = [
    { title: t(`trend.dimensions.${breakdown}`), key: 'name', sorter: (a, b) => breakdownName(breakdown, a, t).localeCompare(breakdownName(breakdown, b, t)), render: (_, row) => <span dir="auto">{breakdownName(breakdown, row, t)}</span> },
    { title: t('kpi.created'), key: 'created', align: 'end', defaultSortOrder: 'descend', sorter: (a, b) => a.created - b.created, render: (_, row) => figures.count(row.created) },
    { title: t('kpi.resolved'), key: 'resolved', align: 'end', sorter: (a, b) => a.resolved - b.resolved, render: (_, row) => figures.count(row.resolved) },
    { title: t('kpi.reopened'), key: 'reopened', align: 'end', sorter: (a, b) => a.reopened - b.reopened, render: (_, row) => figures.count(row.reopened) },
    { title: t('kpi.slaAttainment'), key: 'sla', align: 'end', sorter: (a, b) => nullsLast(rowSla(a), rowSla(b)), render: (_, row) => figures.percent(rowSla(row)) },
    { title: t('table.firstResponseAvg'), key: 'firstResponse', align: 'end', sorter: (a, b) => nullsLast(a.firstResponseAvgSeconds, b.firstResponseAvgSeconds), render: (_, row) => figures.duration(row.firstResponseAvgSeconds) },
    { title: t('table.resolutionAvg'), key: 'resolution', align: 'end', sorter: (a, b) => nullsLast(a.resolutionAvgSeconds, b.resolutionAvgSeconds), render: (_, row) => figures.duration(row.resolutionAvgSeconds) },
  ];
  return (
    <Card
      size="small"
      title={<CardHeading>{t(`breakdowns.by.${breakdown}`)}</CardHeading>}
      extra={<CsvButton what={`by-${breakdown}`} from={from} to={to} rows={() => breakdownCsvRows(breakdown, rows, t)} testId={`csv-by-${breakdown}`} />}
      data-testid={`breakdown-${breakdown}`}
    >
      <Table<TrendBreakdownRow>
        size="small"
        rowKey={(row) => row.key ?? 'none'}
        columns={columns}
        dataSource={rows}
        pagination={rows.length > 10 ? { pageSize: 10, hideOnSinglePage: true, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('breakdowns.empty') }}
        showSorterTooltip={false}
      />
    </Card>
  );
}

/** The period by category, group, agent and priority; a "narrow to" filter does not narrow these. */
export function BreakdownTables({ trend, narrowed }: { trend: TrendResponse; narrowed: boolean }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const { from, to } = trend.current;
  return (
    <>
      {narrowed ? <Alert type="info" showIcon title={t('breakdowns.unfiltered')} data-testid="breakdowns-unfiltered" /> : null}
      <Row gutter={[16, 16]}>
        {BREAKDOWNS.map((breakdown) => (
          <Col key={breakdown} xs={24} xl={12}>
            <BreakdownTable breakdown={breakdown} rows={trend.breakdowns[breakdown]} from={from} to={to} />
          </Col>
        ))}
      </Row>
    </>
  );
}
