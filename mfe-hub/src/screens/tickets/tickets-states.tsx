import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Row, Typography, theme } from 'antd';
import { Card, Skeleton } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { HUB_NAMESPACE } from '../../i18n/resources';
import type { TicketsLayout } from './layout-preference';

/** Grid columns: 1 on phones, 2 from md, 3 from xl. */
export const GRID_COLUMN = { xs: 24, md: 12, xl: 8 } as const;

/** Five placeholders in the list, 3 in the grid. */
const SKELETON_COUNT: Record<TicketsLayout, number> = { list: 5, grid: 3 };

/** First-load placeholders shaped like the cards of the chosen layout. */
export function TicketsSkeleton({ layout }: { layout: TicketsLayout }) {
  const { token } = theme.useToken();
  const column = layout === 'grid' ? GRID_COLUMN : { xs: 24 };
  return (
    <Row gutter={[token.margin, token.margin]} aria-busy="true">
      {Array.from({ length: SKELETON_COUNT[layout] }, (_, index) => (
        <Col key={index} {...column}>
          <Card size="small" data-testid="tickets-skeleton">
            <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 2, width: ['80%', '60%'] }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** No ticket at all: the next step is raising one. */
export function NoTicketsEmpty() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const navigate = useNavigate();
  return (
    <Empty
      data-testid="tickets-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{t('list.noTickets')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('list.noTicketsHint')}</Typography.Text>
        </>
      }
    >
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.hubCreateTicket())}>
        {t('layout.raiseIssue')}
      </Button>
    </Empty>
  );
}

/** Tickets exist but the filters hide them all. */
export function NoMatchesEmpty({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <Empty data-testid="tickets-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.noMatches')}>
      <Button onClick={onClear}>{t('list.clearFilters')}</Button>
    </Empty>
  );
}

/** The first load failed: nothing to keep on screen, so say so and offer another try. */
export function TicketsLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <Empty data-testid="tickets-error" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.fetchFailed')}>
      <Button icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
        {t('list.retry')}
      </Button>
    </Empty>
  );
}
