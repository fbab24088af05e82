import type { ReactNode } from 'react';
import { Col, Flex, Row, theme, Typography } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { StatusDashboard } from '@switchboard/shared/contracts';
import { useFigures } from '../../format/figures';
import { DASHBOARD_NAMESPACE } from '../../i18n/resources';
import type { StatusFilters } from './status-query';
import { tileLink, ticketsListUrl, type TileKey } from './ticket-links';

/** The tiles in reading order; `alert` tiles turn red / orange when they count anything. */
const TILES: { key: Exclude<TileKey, 'openNew' | 'openOpen'>; alert?: 'error' | 'warning' }[] = [
  { key: 'open' },
  { key: 'waitingOnCustomer' },
  { key: 'unassigned', alert: 'warning' },
  { key: 'dueToday', alert: 'warning' },
  { key: 'breached', alert: 'error' },
  { key: 'dueSoon', alert: 'warning' },
  { key: 'newToday' },
];

interface TileProps {
  testId: string;
  label: string;
  figure: string;
  to: string;
  color?: string;
  children?: ReactNode;
}

/** One figure: label and number are one link to the tickets it counts (a real link: focusable, opens in a new tab). */
function Tile({ testId, label, figure, to, color, children }: TileProps) {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }} data-testid={testId}>
      <Link to={to} style={{ display: 'block', color: 'inherit' }} data-testid={`${testId}-link`}>
        <Typography.Text type="secondary">{label}</Typography.Text>{' '}
        <div style={{ fontSize: token.fontSizeHeading2, fontWeight: 600, lineHeight: 1.3, color: color ?? token.colorText }} data-testid={`${testId}-figure`}>
          {figure}
        </div>
      </Link>
      {children}
    </Card>
  );
}

export interface StatusTilesProps {
  dashboard: StatusDashboard;
  filters: StatusFilters;
}

/** The headline counts, each opening the tickets list with the same filter (and the dashboard's own filters). */
export function StatusTiles({ dashboard, filters }: StatusTilesProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  const { token } = theme.useToken();
  const figures = useFigures();
  const url = (key: TileKey) => ticketsListUrl(filters, tileLink(key, dashboard));
  const alertColor = { error: token.colorError, warning: token.colorWarning };

  return (
    <Row gutter={[16, 16]} role="list" aria-label={t('tiles.label')}>
      {TILES.map(({ key, alert }) => {
        const value = dashboard.tiles[key];
        return (
          <Col key={key} xs={12} sm={12} md={8} xl={6} role="listitem" style={{ flexGrow: 1 }}>
            <Tile
              testId={`tile-${key}`}
              label={t(`tiles.${key}`)}
              figure={figures.count(value)}
              to={url(key)}
              color={alert && value > 0 ? alertColor[alert] : undefined}
            >
              {key === 'open' ? (
                <Flex gap={12} wrap="wrap">
                  {/* Click targets of at least 24 px high. */}
                  <Link to={url('openNew')} data-testid="tile-openNew-link" style={{ display: 'inline-block', lineHeight: '24px' }}>
                    {t('tiles.openNew', { figure: figures.count(dashboard.tiles.openNew) })}
                  </Link>
                  <Link to={url('openOpen')} data-testid="tile-openOpen-link" style={{ display: 'inline-block', lineHeight: '24px' }}>
                    {t('tiles.openOpen', { figure: figures.count(dashboard.tiles.openOpen) })}
                  </Link>
                </Flex>
              ) : null}
            </Tile>
          </Col>
        );
      })}
    </Row>
  );
}
