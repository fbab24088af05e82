import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { Card, Skeleton } from '@switchboard/shared/antd-signed-in';
import { DownloadOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { directionOf } from '@switchboard/shared/i18n';
import type { Locale } from '@switchboard/shared/contracts';
import { csvFileName, downloadCsv, toCsv, type CsvCell } from '../../csv/csv';
import { useFigures } from '../../format/figures';
import { DASHBOARD_NAMESPACE } from '../../i18n/resources';
import { chartCsvRows, chartSummary, chartValueText, type ChartSpec } from './trend-series';

// ECharts is its own chunk, fetched when the first chart draws.
const EChart = lazy(() => import(/* webpackChunkName: "charts" */ './charts/echart'));

/** "Export CSV" of one card: the rows are built when clicked. */
export function CsvButton({ what, from, to, rows, testId }: { what: string; from: string; to: string; rows: () => readonly (readonly CsvCell[])[]; testId: string }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  return (
    <Button size="small" icon={<DownloadOutlined />} onClick={() => downloadCsv(csvFileName(what, from, to), toCsv(rows()))} data-testid={testId}>
      {t('csv.export')}
    </Button>
  );
}

/** A card's title as a heading (the page's outline: h1, then one h2 per card). */
export function CardHeading({ children }: { children: ReactNode }) {
  return <h2 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>{children}</h2>;
}

/** The chart's data as a table: its accessible alternative, and what "Show as table" shows. */
function ChartTable({ spec }: { spec: ChartSpec }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const figures = useFigures();
  return (
    <div style={{ overflowX: 'auto', maxHeight: 280 }}>
      <table data-testid={`chart-table-${spec.id}`} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'start', paddingBottom: 4 }}>{spec.title}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'start' }}>
              {t('charts.period')}
            </th>
            {spec.series.map((series) => (
              <th key={series.name} scope="col" style={{ textAlign: 'end' }}>
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.categories.map((category, index) => (
            <tr key={category}>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 'normal' }}>
                {category}
              </th>
              {spec.series.map((series) => (
                <td key={series.name} style={{ textAlign: 'end' }}>
                  {chartValueText(series.values[index], spec.unit, figures)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface ChartCardProps {
  spec: ChartSpec;
  /** The period's days, for the CSV file name. */
  from: string;
  to: string;
}

/** One chart with its "Show as table" toggle and CSV export. */
export function ChartCard({ spec, from, to }: ChartCardProps) {
  const { t, i18n } = useTranslation(DASHBOARD_NAMESPACE);
  const figures = useFigures();
  const [asTable, setAsTable] = useState(false);
  const format = useCallback((value: number | null) => chartValueText(value, spec.unit, figures), [spec.unit, figures]);
  const rtl = directionOf((i18n.language || 'en-us') as Locale) === 'rtl';

  return (
    <Card
      size="small"
      title={<CardHeading>{spec.title}</CardHeading>}
      data-testid={`card-${spec.id}`}
      extra={
        <>
          <Button size="small" type="text" icon={<TableOutlined />} aria-pressed={asTable} onClick={() => setAsTable(!asTable)} data-testid={`toggle-table-${spec.id}`}>
            {t('charts.showTable')}
          </Button>
          <CsvButton what={spec.id} from={from} to={to} rows={() => chartCsvRows(spec, t('charts.period'), t)} testId={`csv-${spec.id}`} />
        </>
      }
      styles={{ header: { flexWrap: 'wrap' } }}
    >
      {asTable ? (
        <ChartTable spec={spec} />
      ) : (
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
          <EChart spec={spec} summary={chartSummary(spec, t, figures)} rtl={rtl} format={format} />
        </Suspense>
      )}
    </Card>
  );
}
