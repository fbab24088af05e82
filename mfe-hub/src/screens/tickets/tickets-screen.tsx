import { useEffect, useMemo, useState } from 'react';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { readTicketsLayout, saveTicketsLayout, type TicketsLayout } from './layout-preference';
import { TicketCard } from './ticket-card';
import { filterTickets, filtersFromSearch, filtersToSearch, hasActiveFilters, NO_FILTERS, type TicketFilters } from './ticket-filters';
import { GRID_COLUMN, NoMatchesEmpty, NoTicketsEmpty, TicketsLoadError, TicketsSkeleton } from './tickets-states';
import { TicketsToolbar } from './tickets-toolbar';
import { useTicketList } from './use-ticket-list';

/** The current time, renewed each minute, so "Last activity 5 minutes ago" stays true on an open page. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The customer's tickets list. */
export function TicketsScreen() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const [searchParams, setSearchParams] = useSearchParams();
  const [layout, setLayout] = useState<TicketsLayout>(readTicketsLayout);
  const now = useMinuteClock();

  // Filters live in the URL: a reload or a shared link shows the same list.
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  const filterKey = filtersToSearch(filters).toString();
  const list = useTicketList(filterKey);
  const visible = useMemo(() => filterTickets(list.tickets, filters), [list.tickets, filters]);

  const changeFilters = (next: TicketFilters) => setSearchParams(filtersToSearch(next, searchParams), { replace: true });
  const changeLayout = (next: TicketsLayout) => {
    setLayout(next);
    saveTicketsLayout(next);
  };

  const column = layout === 'grid' ? GRID_COLUMN : { xs: 24 };

  const content = () => {
    if (!list.loaded) {
      return list.failed ? <TicketsLoadError retrying={list.reloading} onRetry={() => void list.reload()} /> : <TicketsSkeleton layout={layout} />;
    }
    if (list.tickets.length === 0) return <NoTicketsEmpty />;
    if (visible.length === 0 && hasActiveFilters(filters)) return <NoMatchesEmpty onClear={() => changeFilters(NO_FILTERS)} />;
    return (
      <Row gutter={[token.margin, token.margin]} role="list" data-testid="tickets-list" data-layout={layout}>
        {visible.map((ticket) => (
          <Col key={ticket.id} role="listitem" {...column}>
            <TicketCard ticket={ticket} now={now} />
          </Col>
        ))}
      </Row>
    );
  };

  return (
    <>
      <PageHeader
        title={<span data-testid="page-title">{t('list.title')}</span>}
        extra={
          <Button
            data-testid="tickets-refresh"
            icon={<ReloadOutlined />}
            loading={list.reloading && list.loaded}
            disabled={!list.loaded && list.reloading}
            onClick={() => void list.reload()}
          >
            {t('list.refresh')}
          </Button>
        }
      />
      <TicketsToolbar filters={filters} onFiltersChange={changeFilters} layout={layout} onLayoutChange={changeLayout} />
      {content()}
      {list.hasMore ? (
        <Flex vertical align="center" gap={token.marginXS} style={{ marginTop: token.marginLG }}>
          <Button data-testid="tickets-load-more" loading={list.loadingMore} disabled={list.reloading} onClick={() => void list.loadMore()}>
            {t('list.loadMore')}
          </Button>
          <Typography.Text type="secondary">
            {t('list.loadedOfTotal', { loaded: list.tickets.length, total: list.totalCount })}
          </Typography.Text>
        </Flex>
      ) : null}
    </>
  );
}
