import { Suspense, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Permission } from '@switchboard/shared/contracts';
import { usePermissions } from '@switchboard/shared/permissions';
import { lazyChunk } from '../ui/lazy-chunk.js';
import { WithKit } from '../ui/kit-on-demand.js';
import { useRoutePreload } from '../ui/route-preload.js';
import { FIT_TEXT_STYLE } from './fit-text.js';
import { ColumnChooser, type ColumnChoice } from './column-chooser.js';
import { DataTable, SELECTION_CELL_CLASS, type ListColumn } from './data-table.js';
import type { BulkAction } from './list-bulk-bar.js';
import { ListCards, type ListSortOption } from './list-cards.js';
import { ClearFiltersLink, ListBody, ListEmpty, ListHeader, ListSearchBox, useListLoad, type ListCreate } from './list-parts.js';
import type { ListView } from './list-query.js';
import type { BreadcrumbEntry } from './page-header.js';
import { useIsMobile } from './use-is-mobile.js';
import type { ListPageState, RowOf, SearchPage } from './use-list-page.js';

export { useListPage } from './use-list-page.js';
export type { ListPageOptions, ListPageState, RowOf, SearchPage } from './use-list-page.js';
export type { ListColumn } from './data-table.js';
export type { BulkAction } from './list-bulk-bar.js';

export interface ListPageProps<Page extends SearchPage<unknown>, Field extends string, Filters extends object, Row = RowOf<Page>> {
  list: ListPageState<Page, Field, Filters>;
  title: ReactNode;
  breadcrumb?: readonly BreadcrumbEntry[];
  /**
   * Prefix of the page's test ids (`<prefix>-table`, `-skeleton`, `-error`, `-new`, `-clear-filters`,
   * `-columns`; on phones `-cards`, `-filters-toggle`, `-sort`, `-previous`, `-next`).
   */
  testId: string;
  columns: readonly ListColumn<Row>[];
  rowKey: (row: Row) => string;
  /**
   * The rows' details screen, `path(rowKey)`: a row opens it, and `create` offers "New …" at `path()`
   * to holders of any of its permissions. Shorthand for `onOpen` and `create`. As the pointer or the
   * focus reaches a row, the section is asked for the code of the screen at the row's path, so opening
   * it draws at once.
   */
  details?: {
    path: (id?: string) => string;
    create?: { label: string; permissions: readonly Permission[] };
  };
  /** The primary action (usually "New …"); also offered by the empty list. */
  create?: { label: string; onClick: () => void };
  /** A search box for the view's `q`, first in the filter bar (test id `<prefix>-search`). */
  search?: { label: string; width?: number };
  /** More header actions, before the refresh button. */
  actions?: ReactNode;
  filters?: ReactNode;
  /** Opens a row (click, or Enter on the focused row). */
  onOpen?: (row: Row) => void;
  /** Attributes of a row's element (test ids, an accessible name). */
  rowAttributes?: (row: Row) => Record<string, string | undefined>;
  emptyNone: string;
  emptyNoMatch: string;
  /** The pager's total text. */
  total?: (count: number) => string;
  bulkActions?: readonly BulkAction<Row>[];
  /** The selected rows' keys, when the screen keeps them (its own bulk tools in `aboveTable`). */
  selection?: { keys: string[]; onChange: (keys: string[]) => void };
  /** Between the filters and the table (e.g. the screen's own bulk bar). */
  aboveTable?: ReactNode;
  /** The table's least width (px): it fills the page when wider and scrolls sideways only below this. */
  minWidth?: number;
  /** The agent's column choice (`useColumnChoice`): a "Columns" button in the header, with the table only. */
  columnChoice?: ColumnChoice;
  /**
   * A row as a card: below 768 px the list shows cards instead of the table, each one link to its
   * row's `details` screen (needs `details`), with a Previous/Next pager and the filters folded away.
   */
  card?: (row: Row) => ReactNode;
  /** Attributes of a card's link (the test ids the table's rows carry too). */
  cardAttributes?: (row: Row) => Record<string, string | undefined>;
  /** The orders the phone's sort picker offers (cards have no column headers to sort by). */
  sortOptions?: readonly ListSortOption<Field>[];
}

/**
 * A cell whose text links to `to(row)`. The row opens on a click anyway; the link serves a middle
 * click, copying the address and screen readers' lists of links (it stays out of the tab order).
 */
export function linkCell<Row>(to: (row: Row) => string) {
  return function LinkCell(text: string, row: Row) {
    // Cut to the cell in the text's own direction: an English name in an Arabic page loses its end.
    return (
      <Link to={to(row)} tabIndex={-1} dir="auto" title={text} style={FIT_TEXT_STYLE}>
        {text}
      </Link>
    );
  };
}

/** Clicks on these belong to the control, not to the row. */
const INTERACTIVE = `a, button, input, label, select, .${SELECTION_CELL_CLASS}`;

const ROW_CLASS = 'sb-list-row';

// The bulk bar (antd's buttons and confirmation) comes when the first row is chosen; its place is kept meanwhile.
const ListBulkBar = lazyChunk(() => import('./list-bulk-bar.js').then((module) => ({ default: module.ListBulkBar })));
const BULK_BAR_PLACE = <div style={{ height: 32, marginBottom: 12 }} aria-busy="true" />;

/**
 * The one list screen: header (title, breadcrumb, refresh, primary action), filter bar, a
 * server-sorted and paged table whose rows open with a click or Enter, bulk actions asked for first,
 * and the loading, empty (none yet / no match) and error (with retry) states. Given `card`, a phone
 * gets the same screen as a list of cards.
 */
export function ListPage<Page extends SearchPage<unknown>, Field extends string, Filters extends object>(props: ListPageProps<Page, Field, Filters>) {
  type Row = RowOf<Page>;
  const { list, details } = props;
  const { hasAny } = usePermissions();
  const mobile = useIsMobile();
  const create: ListCreate | undefined =
    props.create ?? (details?.create && hasAny(details.create.permissions) ? { label: details.create.label, onClick: () => list.leave(details.path()) } : undefined);

  if (mobile && props.card && details) {
    return (
      <ListCards<Page, Field, Filters>
        list={list}
        title={props.title}
        breadcrumb={props.breadcrumb}
        testId={props.testId}
        rowKey={props.rowKey}
        to={(row: Row) => details.path(props.rowKey(row))}
        card={props.card}
        cardAttributes={props.cardAttributes}
        sortOptions={props.sortOptions}
        create={create}
        search={props.search}
        actions={props.actions}
        filters={props.filters}
        aboveTable={props.aboveTable}
        emptyNone={props.emptyNone}
        emptyNoMatch={props.emptyNoMatch}
        total={props.total}
      />
    );
  }
  return <ListTable {...props} create={create} />;
}

/** The table form of `<ListPage>` (`create` already checked against the permissions). */
function ListTable<Page extends SearchPage<unknown>, Field extends string, Filters extends object>(props: ListPageProps<Page, Field, Filters>) {
  type Row = RowOf<Page>;
  const { list, testId, details, create } = props;
  const { t } = useTranslation('common');
  const onOpen = props.onOpen ?? (details ? (row: Row) => list.leave(details.path(props.rowKey(row))) : undefined);
  const hasFilterBar = Boolean(props.filters || props.search);
  const [ownSelection, setOwnSelection] = useState<string[]>([]);
  const selection = props.selection ?? (props.bulkActions?.length ? { keys: ownSelection, onChange: setOwnSelection } : undefined);
  const { search, view, setView, query } = list;
  const rows: Row[] = search.data?.entities ?? [];
  const load = useListLoad(list);

  const preloadRoute = useRoutePreload();
  const onRow = (row: Row) => {
    const preloadDetails = details ? () => preloadRoute(details.path(props.rowKey(row))) : undefined;
    return {
      ...props.rowAttributes?.(row),
      ...(onOpen
        ? {
            tabIndex: 0,
            style: { cursor: 'pointer' },
            ...(preloadDetails ? { onPointerEnter: preloadDetails, onFocus: preloadDetails } : {}),
            onClick: (event: MouseEvent<HTMLElement>) => {
              if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
              onOpen(row);
            },
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
            },
          }
        : {}),
    };
  };

  const selected = selection?.keys ?? [];

  return (
    <>
      <ListHeader
        list={list}
        load={load}
        title={props.title}
        breadcrumb={props.breadcrumb}
        testId={testId}
        create={create}
        actions={
          <>
            {props.actions}
            {props.columnChoice ? <ColumnChooser choice={props.columnChoice} testId={`${testId}-columns`} /> : null}
          </>
        }
      />
      {hasFilterBar ? (
        <div className="sb-bar" role="search">
          {props.search ? <ListSearchBox list={list} testId={testId} label={props.search.label} width={props.search.width} /> : null}
          {props.filters}
          <ClearFiltersLink list={list} testId={testId} />
        </div>
      ) : null}
      {props.bulkActions?.length && selected.length > 0 ? (
        <WithKit fallback={BULK_BAR_PLACE}>
          <Suspense fallback={BULK_BAR_PLACE}>
            <ListBulkBar
              actions={props.bulkActions as readonly BulkAction<unknown>[]}
              chosen={rows.filter((row) => selected.includes(props.rowKey(row)))}
              testId={testId}
              onDone={() => {
                selection?.onChange([]);
                void search.reload();
              }}
              onClear={() => selection?.onChange([])}
            />
          </Suspense>
        </WithKit>
      ) : null}
      {props.aboveTable}
      <ListBody list={list} load={load} testId={testId} skeletonRows={8}>
        <DataTable<Row>
          testId={`${testId}-table`}
          columns={props.columns}
          rows={rows}
          rowKey={props.rowKey}
          rowProps={onRow}
          rowClassName={ROW_CLASS}
          loading={search.loading}
          empty={<ListEmpty list={list} testId={testId} emptyNone={props.emptyNone} emptyNoMatch={props.emptyNoMatch} create={create} />}
          onSort={(key, order) => setView({ sort: query.sortFromTable(key, order) } as Partial<ListView<Field, Filters>>)}
          selection={selection}
          minWidth={props.minWidth}
          paging={{
            page: view.page,
            size: view.size,
            total: search.data?.totalCount ?? 0,
            sizes: query.pageSizes,
            totalText: props.total ? props.total(search.data?.totalCount ?? 0) : t('crud.total', { count: search.data?.totalCount ?? 0 }),
            onChange: (page, size) => setView({ page, size } as Partial<ListView<Field, Filters>>),
          }}
        />
      </ListBody>
    </>
  );
}
