import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { paths, type AgentTicket } from '@switchboard/shared/contracts';
import { KitTag, ListPage, useColumnChoice, useIsMobile, useListPage, useSeededName } from '@switchboard/shared/crud';
import { formatCount, formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { KitButton, KitText, lazyChunk, loadChunk, WithKit } from '@switchboard/shared/ui';
import { FITTED_TAG_STYLE, PersonName, PRIORITY_COLORS, SlaBadge, StatusTag, priorityLabel, useDivisions } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { rememberListPage } from '../list-memory';
import { searchTickets } from './first-page';
import { TICKET_LIST, toSearchRequest } from './list-query';
import { ticketColumns, tableMinWidth } from './ticket-columns';
import { FiltersPlaceholder } from './filters-placeholder';

// The list, its filters and its views are drawn without antd; the parts that draw with it (the bulk
// tools, the views' dialogs) stand in `WithKit` and bring its providers when they come.
// The bulk tools show only once tickets are chosen: their code (and the kit's parts they draw) comes then.
const BulkActions = lazyChunk(() => import('./bulk-actions').then((module) => ({ default: module.BulkActions })));

// The filters (six pick lists, the service level and two date ranges) are code of their own, fetched
// once the first page is in: the rows need none of it, so the first screen runs and draws less before it
// asks for them, and their pick lists load after the rows (each ticket carries the names it shows).
// The saved views come with them (both ask for the statuses: in one render, they share one call).
const loadFilters = () => Promise.all([import('./tickets-filters'), import('./saved-views')]).then(([filters, views]) => ({ ...filters, ...views }));
type FiltersModule = Awaited<ReturnType<typeof loadFilters>>;

/** The views' place (one row of chips) while their code comes, so the rows below do not move. */
const VIEWS_PLACE = <div style={{ height: 32, marginBottom: 12 }} aria-hidden="true" />;

/** localStorage name of the tickets table's column choice (per agent). */
export const TICKET_COLUMNS_LIST = 'tickets';

/** A ticket on a phone: number and title, status, priority and service level, assignee and last change. */
function TicketCard({ ticket }: { ticket: AgentTicket }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      {/* Two lines of the title at most; the number reads left to right in any language. */}
      <div style={{ fontWeight: 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }} title={ticket.title}>
        <span dir="ltr">#{ticket.serialNumber}</span> <bdi>{ticket.title}</bdi>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 }}>
        <StatusTag status={ticket.status} fit />
        {ticket.priority ? (
          <KitTag color={PRIORITY_COLORS[ticket.priority]} style={{ marginInlineEnd: 0, ...FITTED_TAG_STYLE }}>
            {priorityLabel(t, ticket.priority)}
          </KitTag>
        ) : null}
        <SlaBadge sla={ticket.sla} />
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 8 }}>
        <KitText type="secondary" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {ticket.assignee ? <PersonName person={ticket.assignee} /> : t('ticket.unassigned')}
        </KitText>
        <KitText type="secondary" title={formatDate(ticket.updatedDate)}>
          {t('listLayout.updated', { time: formatRelativeTime(ticket.updatedDate) })}
        </KitText>
      </div>
    </div>
  );
}

/** `/tickets/list`: the agent's tickets, searched, filtered, sorted and paged on the server; cards below 768 px. */
export function TicketsListScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const seededName = useSeededName();
  const { hasAny } = usePermissions();
  const canEdit = hasAny(['tickets:tickets:edit']);
  const canMerge = hasAny(['tickets:tickets:merge']);
  const canSeeCustomers = hasAny(['tickets:customers:view']);
  const mobile = useIsMobile();
  const location = useLocation();
  const list = useListPage({ query: TICKET_LIST, search: (view) => searchTickets(toSearchRequest(view)), loadFailed: t('list.loadFailed') });
  const { search, sortable } = list;
  // Pick lists, filters and saved views wait for the first page (answered or failed): the rows need none
  // of them, so the list is drawn after one call.
  const [firstPageIn, setFirstPageIn] = useState(false);
  if (!firstPageIn && (search.data !== null || search.error !== null)) setFirstPageIn(true);
  const divisions = useDivisions(firstPageIn);
  // The saved views start in the same render as the filters, so the statuses both want are asked for once.
  const [filters, setFilters] = useState<FiltersModule | 'waiting' | 'failed'>('waiting');
  const fetchFilters = useCallback(() => {
    setFilters('waiting');
    loadChunk(loadFilters).then(
      (module) => setFilters(module),
      () => setFilters('failed'),
    );
  }, []);
  useEffect(() => {
    if (firstPageIn) fetchFilters();
  }, [firstPageIn, fetchFilters]);
  const [selected, setSelected] = useState<string[]>([]);
  const selectable = canEdit || canMerge;

  // The details screen's j/k and its way back use the page on screen and this view.
  useEffect(() => {
    if (search.data) rememberListPage(search.data.entities.map((ticket) => ticket.id), location.search);
  }, [search.data, location.search]);

  const all = ticketColumns({ t, sortable, canSeeCustomers, manyDivisions: divisions.items.length > 1, divisionName: (division) => seededName('division', division) });
  const choice = useColumnChoice(TICKET_COLUMNS_LIST, all);
  const shown = all.filter((column) => choice.shown.has(column.key));
  const sortOptions = (['updatedDate', 'addedDate', 'serialNumber', 'priority', 'status', 'slaDue', 'resolutionDueDate'] as const).map((field) => ({
    field,
    label: all.find((column) => column.key === field)?.label ?? field,
  }));

  const placeholder = <FiltersPlaceholder manyDivisions={divisions.items.length > 1 || list.view.division.length > 0} />;

  // Phones get cards (the kit's phone form); choosing and acting on several tickets stays with the table.
  return (
    <ListPage
      list={list}
      title={t('pages.ticketsList')}
      testId="tickets"
      rowKey={(ticket) => ticket.id}
      details={{ path: paths.ticketDetails, create: { label: t('list.newTicket'), permissions: ['tickets:tickets:add'] } }}
      emptyNone={t('list.emptyNone')}
      emptyNoMatch={t('list.emptyNoMatch')}
      // Past the server's count cap the total reads "10,000+".
      total={(count) => t('list.total', { count: search.data?.totalCountCapped ? `${formatCount(count)}+` : count })}
      filters={
        typeof filters === 'object' ? (
          <filters.TicketsFilters query={list.view} onChange={list.setView} divisions={divisions} />
        ) : filters === 'failed' ? (
          <div style={{ display: 'flex', alignItems: 'center', gap: 8 }} role="alert" data-testid="tickets-filters-failed">
            <KitText type="danger">{t('list.filtersFailed')}</KitText>
            <KitButton size="small" onClick={fetchFilters}>
              {t('app.retry', { ns: 'common' })}
            </KitButton>
          </div>
        ) : (
          placeholder
        )
      }
      columns={shown.map((column) => column.column)}
      columnChoice={choice}
      rowAttributes={(ticket) => ({ 'data-testid': 'ticket-row', 'data-ticket-id': ticket.id, 'aria-label': `#${ticket.serialNumber} ${ticket.title}` })}
      card={(ticket) => <TicketCard ticket={ticket} />}
      cardAttributes={(ticket) => ({ 'data-testid': 'ticket-row', 'data-ticket-id': ticket.id })}
      sortOptions={sortOptions}
      search={{ label: t('list.search'), width: 260 }}
      selection={selectable ? { keys: selected, onChange: setSelected } : undefined}
      // Fills the page, and scrolls sideways only when the chosen columns cannot fit.
      minWidth={tableMinWidth(shown, selectable)}
      aboveTable={
        <>
          {typeof filters === 'object' ? <filters.SavedViews view={list.view} /> : VIEWS_PLACE}
          {/* Phones have no row selection: the bulk tools stay with the table. */}
          {selectable && selected.length && !mobile ? (
            <div style={{ marginBottom: 12 }}>
              <WithKit fallback={<div style={{ height: 32 }} aria-busy="true" />}>
                <Suspense fallback={<div style={{ height: 32 }} aria-busy="true" />}>
                  <BulkActions
                    selected={selected}
                    canEdit={canEdit}
                    canMerge={canMerge}
                    onDone={(failed) => {
                      setSelected(failed);
                      void search.reload();
                    }}
                  />
                </Suspense>
              </WithKit>
            </div>
          ) : null}
        </>
      }
    />
  );
}
