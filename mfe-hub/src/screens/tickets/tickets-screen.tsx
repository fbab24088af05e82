import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { icons, PlainButton } from '../../look';
import { readTicketsLayout, saveTicketsLayout, type TicketsLayout } from './layout-preference';
import { TicketCard } from './ticket-card';
import { filterTickets, filtersFromSearch, filtersToSearch, hasActiveFilters, NO_FILTERS, type TicketFilters } from './ticket-filters';
import { NoMatchesEmpty, NoTicketsEmpty, TicketsLoadError, TicketsLoadNotice, TicketsSkeleton } from './tickets-states';
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

/** The customer's tickets list, drawn without antd like the frame around it (the hub's first signed-in screen). */
export function TicketsScreen() {
  const { t } = useTranslation(HUB_NAMESPACE);
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

  const content = () => {
    if (!list.loaded) {
      return list.failed ? <TicketsLoadError retrying={list.reloading} onRetry={() => void list.reload()} /> : <TicketsSkeleton layout={layout} />;
    }
    if (list.tickets.length === 0) return <NoTicketsEmpty />;
    if (visible.length === 0 && hasActiveFilters(filters)) return <NoMatchesEmpty onClear={() => changeFilters(NO_FILTERS)} />;
    return (
      <ul className="sb-hub-cards" data-testid="tickets-list" data-layout={layout}>
        {visible.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard ticket={ticket} now={now} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      <div className="sb-hub-page-head">
        <h1 className="sb-hub-page-title" data-testid="page-title">
          {t('list.title')}
        </h1>
        <PlainButton
          data-testid="tickets-refresh"
          icon={icons.ReloadOutlined}
          loading={list.reloading && list.loaded}
          disabled={!list.loaded && list.reloading}
          onClick={() => void list.reload()}
        >
          {t('list.refresh')}
        </PlainButton>
      </div>
      <TicketsToolbar filters={filters} onFiltersChange={changeFilters} layout={layout} onLayoutChange={changeLayout} />
      {list.lastLoadFailed ? <TicketsLoadNotice onDismiss={list.dismissFailure} /> : null}
      {content()}
      {list.hasMore ? (
        <div className="sb-hub-more">
          <PlainButton data-testid="tickets-load-more" loading={list.loadingMore} disabled={list.reloading} onClick={() => void list.loadMore()}>
            {t('list.loadMore')}
          </PlainButton>
          <span className="sb-hub-secondary">{t('list.loadedOfTotal', { loaded: list.tickets.length, total: list.totalCount })}</span>
        </div>
      ) : null}
    </>
  );
}
