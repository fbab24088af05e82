import { useMemo } from 'react';
import { Alert, Button, Col, Empty, Flex, Row, theme } from 'antd';
import { Skeleton, Spin } from '@switchboard/shared/antd-signed-in';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RetryResult } from '@switchboard/shared/ui';
import { DASHBOARD_NAMESPACE } from '../../i18n/resources';
import { BreakdownTables } from './breakdown-tables';
import { ChartCard } from './chart-card';
import { KpiCards } from './kpi-cards';
import { TrendFilters } from './trend-filters';
import { parseTrendView, writeTrendView, type TrendView as View } from './trend-query';
import { trendCharts, type ChartPalette } from './trend-series';
import { useTrend } from './use-trend';

/** Placeholders shaped like the KPI cards, for the first read. */
function TrendSkeleton() {
  return (
    <Row gutter={[16, 16]} data-testid="trend-loading">
      {Array.from({ length: 9 }, (_, index) => (
        <Col key={index} xs={24} sm={12} lg={8}>
          <Skeleton active paragraph={{ rows: 1 }} />
        </Col>
      ))}
    </Row>
  );
}

/** The trend view: a period's KPIs against the period before, four charts, and breakdowns, all exportable. */
export function TrendView() {
  const { t, i18n } = useTranslation(DASHBOARD_NAMESPACE);
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const view = parseTrendView(params);
  const trend = useTrend(view);
  const setView = (next: View) => setParams((current) => writeTrendView(current, next), { replace: true });
  const locale = i18n.language || 'en-us';
  const { data } = trend;

  const palette: ChartPalette = useMemo(
    () => ({ primary: token.colorPrimary, success: token.colorSuccess, warning: token.colorWarning, error: token.colorError, accent1: token.purple, accent2: token.cyan }),
    [token],
  );
  // Narrowed to one value of another dimension, the rollup cannot say which channel its tickets came by: no channel chart then.
  const channelsKnown = view.dimension === null || view.dimension === 'channel';
  const charts = useMemo(
    () => (data ? trendCharts(data, t, locale, palette).filter((spec) => spec.id !== 'channels' || channelsKnown) : []),
    [data, t, locale, palette, channelsKnown],
  );
  const empty = data !== null && data.current.created === 0 && data.current.resolved === 0 && data.current.backlogAtEnd === 0;

  return (
    <Flex vertical gap={16} data-testid="trend-view">
      <TrendFilters view={view} onChange={setView} />
      {!data && trend.failed ? (
        <RetryResult status="error" title={t('trend.loadFailed')} hint={t('status.loadFailedHint')} retryLabel={t('status.retry')} onRetry={trend.reload} retryTestId="trend-retry" />
      ) : !data ? (
        <TrendSkeleton />
      ) : (
        <Spin spinning={trend.loading} delay={300}>
          <Flex vertical gap={16}>
            {trend.failed ? (
              <Alert
                type="warning"
                showIcon
                title={t('trend.loadFailed')}
                action={
                  <Button size="small" onClick={trend.reload} data-testid="trend-retry">
                    {t('status.retry')}
                  </Button>
                }
              />
            ) : null}
            <KpiCards current={data.current} previous={data.previous} />
            {empty ? (
              <Empty description={t('trend.empty')} data-testid="trend-empty" />
            ) : (
              <>
                <Row gutter={[16, 16]}>
                  {charts.map((spec) => (
                    <Col key={spec.id} xs={24} lg={12}>
                      <ChartCard spec={spec} from={data.current.from} to={data.current.to} />
                    </Col>
                  ))}
                </Row>
                <BreakdownTables trend={data} narrowed={view.dimension !== null} />
              </>
            )}
          </Flex>
        </Spin>
      )}
    </Flex>
  );
}
