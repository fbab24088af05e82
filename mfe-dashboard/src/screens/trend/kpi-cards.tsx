import { Col, Row, theme, Typography } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import type { TrendTotals } from '@switchboard/shared/contracts';
import { slaAttainment, useFigures, type Figures } from '../../format/figures';
import { DASHBOARD_NAMESPACE } from '../../i18n/resources';

/** Which way is good: more resolved is good, longer responses are bad, more created is neither. */
type Better = 'higher' | 'lower' | 'neither';

interface Kpi {
  key: string;
  better: Better;
  value: (totals: TrendTotals) => number | null;
  text: (value: number | null, figures: Figures) => string;
}

const count = (value: number | null, figures: Figures) => (value === null ? figures.percent(null) : figures.count(value));
const duration = (value: number | null, figures: Figures) => figures.duration(value);

export const KPIS: Kpi[] = [
  { key: 'created', better: 'neither', value: (x) => x.created, text: count },
  { key: 'resolved', better: 'higher', value: (x) => x.resolved, text: count },
  { key: 'backlog', better: 'lower', value: (x) => x.backlogAtEnd, text: count },
  { key: 'firstResponseMedian', better: 'lower', value: (x) => x.firstResponse.medianSeconds, text: duration },
  { key: 'firstResponseP90', better: 'lower', value: (x) => x.firstResponse.p90Seconds, text: duration },
  { key: 'resolutionMedian', better: 'lower', value: (x) => x.resolution.medianSeconds, text: duration },
  { key: 'resolutionP90', better: 'lower', value: (x) => x.resolution.p90Seconds, text: duration },
  { key: 'slaAttainment', better: 'higher', value: (x) => slaAttainment(x.slaMet, x.slaBreached), text: (value, figures) => figures.percent(value) },
  { key: 'reopened', better: 'lower', value: (x) => x.reopened, text: count },
];

/** The change from the previous period in % (null when either is missing or the previous was 0). */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return ((current - previous) / previous) * 100;
}

/** ▲/▼ and the change, coloured by whether that direction is good; "no change" / "no comparison" otherwise. */
function Comparison({ kpi, current, previous }: { kpi: Kpi; current: number | null; previous: number | null }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const { token } = theme.useToken();
  const figures = useFigures();
  const change = percentChange(current, previous);
  const before = kpi.text(previous, figures);
  if (change === null) return <Typography.Text type="secondary">{t('kpi.noComparison', { before })}</Typography.Text>;
  const rounded = Math.round(change * 10) / 10;
  if (rounded === 0) return <Typography.Text type="secondary">{t('kpi.unchanged', { before })}</Typography.Text>;
  const up = rounded > 0;
  const good = kpi.better === 'neither' ? null : (kpi.better === 'higher') === up;
  const color = good === null ? token.colorTextSecondary : good ? token.colorSuccessText : token.colorErrorText;
  const percent = figures.percent(Math.abs(rounded));
  return (
    <Typography.Text style={{ color }} data-testid={`kpi-${kpi.key}-change`} data-good={good === null ? 'neutral' : String(good)}>
      <span aria-hidden>{up ? '▲' : '▼'} </span>
      {t(up ? 'kpi.up' : 'kpi.down', { percent, before })}
    </Typography.Text>
  );
}

/** The period's headline figures, each against the period of the same length before. */
export function KpiCards({ current, previous }: { current: TrendTotals; previous: TrendTotals }) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const figures = useFigures();
  return (
    <Row gutter={[16, 16]} role="list" aria-label={t('kpi.label')}>
      {KPIS.map((kpi) => {
        const value = kpi.value(current);
        return (
          <Col key={kpi.key} xs={12} sm={12} lg={8} xxl={6} role="listitem" style={{ flexGrow: 1 }}>
            <Card size="small" style={{ height: '100%' }} data-testid={`kpi-${kpi.key}`}>
              <Typography.Text type="secondary">{t(`kpi.${kpi.key}`)}</Typography.Text>
              <div style={{ fontSize: 28, fontWeight: 600, lineHeight: 1.3 }} data-testid={`kpi-${kpi.key}-value`}>
                {kpi.text(value, figures)}
              </div>
              <Comparison kpi={kpi} current={value} previous={kpi.value(previous)} />
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
