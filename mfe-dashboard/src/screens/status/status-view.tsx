import { Alert, Button, Col, Flex, Row } from 'antd';
import { Skeleton } from '@switchboard/shared/antd-signed-in';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RetryResult } from '@switchboard/shared/ui';
import type { DashboardConnectionFactory } from '../../live/dashboard-connection';
import { useDashboardLive } from '../../live/use-dashboard-live';
import { DASHBOARD_NAMESPACE } from '../../i18n/resources';
import { LiveBadge } from './live-badge';
import { AgentsTable, StatusBreakdowns } from './status-breakdowns';
import { StatusFilters } from './status-filters';
import { parseStatusFilters, writeStatusFilters, type StatusFilters as Filters } from './status-query';
import { StatusTiles } from './status-tiles';
import { useStatusDashboard } from './use-status-dashboard';

export interface StatusViewProps {
  /** The push connection (tests pass a fake); SignalR by default. */
  connect?: DashboardConnectionFactory;
}

/** Placeholders shaped like the tiles and cards, for the first read. */
function StatusSkeleton() {
  return (
    <Row gutter={[16, 16]} data-testid="status-loading">
      {Array.from({ length: 8 }, (_, index) => (
        <Col key={index} xs={24} sm={12} md={8} xl={6}>
          <Skeleton active paragraph={{ rows: 1 }} />
        </Col>
      ))}
    </Row>
  );
}

/** The live status view: headline tiles, open tickets by status / priority / category / group, and the agents' load. */
export function StatusView({ connect }: StatusViewProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const filters = parseStatusFilters(params);
  const status = useStatusDashboard(filters);
  const live = useDashboardLive(status.refresh, connect);
  const setFilters = (next: Filters) => setParams((current) => writeStatusFilters(current, next), { replace: true });
  const { data } = status;

  return (
    <Flex vertical gap={16} data-testid="status-view">
      <Flex justify="space-between" align="center" gap={12} wrap="wrap">
        <StatusFilters filters={filters} onChange={setFilters} />
        <LiveBadge state={live.state} onRetry={live.retry} generatedAt={data?.generatedAt} />
      </Flex>
      {!data && status.failed ? (
        <RetryResult status="error" title={t('status.loadFailed')} hint={t('status.loadFailedHint')} retryLabel={t('status.retry')} onRetry={status.refresh} retryTestId="status-retry" />
      ) : !data ? (
        <StatusSkeleton />
      ) : (
        <>
          {status.failed ? <Alert type="warning" showIcon title={t('status.stale')} action={<Button size="small" onClick={status.refresh}>{t('status.retry')}</Button>} /> : null}
          <StatusTiles dashboard={data} filters={filters} />
          <StatusBreakdowns dashboard={data} filters={filters} />
          <AgentsTable dashboard={data} filters={filters} />
        </>
      )}
    </Flex>
  );
}
