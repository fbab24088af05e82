import { useState, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Flex, Skeleton, Tooltip, Typography, theme } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Table } from '@switchboard/shared/antd-heavy';
import type { Permission } from '@switchboard/shared/contracts';
import { usePermissions } from '@switchboard/shared/permissions';
import type { ListQueryHelpers, ListView } from './list-query.js';
import { ListSearchInput } from './list-search-input.js';
import { PageHeader, type BreadcrumbEntry } from './page-header.js';
import { useFeedback } from './use-feedback.js';
import { useLatestSearch } from './use-latest-search.js';
import { useListUrl } from './use-list-url.js';

/** One page of a `POST <area>/search` answer. */
export interface SearchPage<Row> {
  entities: Row[];
  totalCount: number;
}

/** The row type of a search answer. */
export type RowOf<Page extends SearchPage<unknown>> = Page['entities'][number];

export interface ListPageOptions<Page extends SearchPage<unknown>, Field extends string, Filters extends object> {
  query: ListQueryHelpers<Field, Filters>;
  search: (view: ListView<Field, Filters>) => Promise<Page>;
  /** The toast's title when a search fails. */
  loadFailed: string;
}

/**
 * A list screen's state: the view in the URL, the latest search for it (a failure is toasted once)
 * and `leave(to)` to open another screen. Pass it to `<ListPage>`; filters read `view` and call
 * `setView`.
 */
export function useListPage<Page extends SearchPage<unknown>, Field extends string, Filters extends object>(options: ListPageOptions<Page, Field, Filters>) {
  const feedback = useFeedback();
  const { query } = options;
  const { query: view, setQuery: setView, leave } = useListUrl({ parse: query.parse, update: query.update, serialise: query.serialise });
  const search = useLatestSearch(view, options.search, (error) => feedback.failed(error, options.loadFailed));
  /** The column props of a server-sorted column. */
  const sortable = (field: Field) => ({ key: field, sorter: true, sortOrder: query.columnSortOrder(view, field), showSorterTooltip: false });
  const clearFilters = () => setView(query.clearFilters(view));
  return { view, setView, leave, search, sortable, clearFilters, hasFilters: query.hasFilters(view), query, loadFailed: options.loadFailed };
}

export type ListPageState<Page extends SearchPage<unknown>, Field extends string, Filters extends object> = ReturnType<typeof useListPage<Page, Field, Filters>>;

/** An action on the selected rows, asked for first. */
export interface BulkAction<Row> {
  key: string;
  label: string;
  danger?: boolean;
  /** The question (it may name the count); the default is "Apply to N selected items?". */
  confirmTitle?: (rows: Row[]) => string;
  run: (rows: Row[]) => Promise<void>;
}

export interface ListPageProps<Page extends SearchPage<unknown>, Field extends string, Filters extends object, Row = RowOf<Page>> {
  list: ListPageState<Page, Field, Filters>;
  title: ReactNode;
  breadcrumb?: readonly BreadcrumbEntry[];
  /** Prefix of the page's test ids (`<prefix>-table`, `-skeleton`, `-error`, `-new`, `-clear-filters`). */
  testId: string;
  columns: TableColumnsType<Row>;
  rowKey: (row: Row) => string;
  /**
   * The rows' details screen, `path(rowKey)`: a row opens it, and `create` offers "New …" at `path()`
   * to holders of any of its permissions. Shorthand for `onOpen` and `create`.
   */
  details?: { path: (id?: string) => string; create?: { label: string; permissions: readonly Permission[] } };
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
  tableProps?: Partial<TableProps<Row>>;
}

/**
 * A cell whose text links to `to(row)`. The row opens on a click anyway; the link serves a middle
 * click, copying the address and screen readers' lists of links (it stays out of the tab order).
 */
export function linkCell<Row>(to: (row: Row) => string) {
  return function LinkCell(text: string, row: Row) {
    return (
      <Link to={to(row)} tabIndex={-1} dir="auto">
        {text}
      </Link>
    );
  };
}

/** Clicks on these belong to the control, not to the row. */
const INTERACTIVE = 'a, button, input, label, .ant-checkbox-wrapper, .ant-table-selection-column';

const ROW_CLASS = 'sb-list-row';

/**
 * The one list screen: header (title, breadcrumb, refresh, primary action), filter bar, a
 * server-sorted and paged table whose rows open with a click or Enter, bulk actions asked for first,
 * and the loading, empty (none yet / no match) and error (with retry) states.
 */
export function ListPage<Page extends SearchPage<unknown>, Field extends string, Filters extends object>(props: ListPageProps<Page, Field, Filters>) {
  type Row = RowOf<Page>;
  const { list, testId, details } = props;
  const { t } = useTranslation('common');
  const { hasAny } = usePermissions();
  const onOpen = props.onOpen ?? (details ? (row: Row) => list.leave(details.path(props.rowKey(row))) : undefined);
  const create = props.create ?? (details?.create && hasAny(details.create.permissions) ? { label: details.create.label, onClick: () => list.leave(details.path()) } : undefined);
  const hasFilterBar = Boolean(props.filters || props.search);
  const { modal } = App.useApp();
  const { token } = theme.useToken();
  const [ownSelection, setOwnSelection] = useState<string[]>([]);
  const selection = props.selection ?? (props.bulkActions?.length ? { keys: ownSelection, onChange: setOwnSelection } : undefined);
  const { search, view, setView, query } = list;
  const rows: Row[] = search.data?.entities ?? [];
  const firstLoad = search.data === null && search.loading;
  const failedWithoutData = Boolean(search.error) && search.data === null;

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      setView({ sort: query.sortFromTable(one?.columnKey, one?.order) } as Partial<ListView<Field, Filters>>);
    } else if (extra.action === 'paginate') {
      setView({ page: pagination.current ?? 1, size: pagination.pageSize ?? view.size } as Partial<ListView<Field, Filters>>);
    }
  };

  const onRow = (row: Row) =>
    ({
      ...props.rowAttributes?.(row),
      ...(onOpen
        ? {
            tabIndex: 0,
            style: { cursor: 'pointer' },
            onClick: (event: MouseEvent<HTMLElement>) => {
              if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
              onOpen(row);
            },
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
            },
          }
        : {}),
    }) as HTMLAttributes<HTMLElement>;

  const runBulk = (action: BulkAction<Row>) => {
    const chosen = rows.filter((row) => selection?.keys.includes(props.rowKey(row)));
    modal.confirm({
      title: action.confirmTitle ? action.confirmTitle(chosen) : t('crud.bulkConfirm', { count: chosen.length }),
      okText: action.label,
      okButtonProps: { danger: action.danger, 'data-testid': `${testId}-bulk-confirm` },
      cancelText: t('crud.cancel'),
      onOk: async () => {
        await action.run(chosen);
        selection?.onChange([]);
        void search.reload();
      },
    });
  };

  // The header's button carries the icon; the empty list's is plain text.
  const createButton = (id?: string) =>
    create ? (
      <Button type="primary" icon={id ? <PlusOutlined /> : undefined} data-testid={id} onClick={create.onClick}>
        {create.label}
      </Button>
    ) : null;

  const emptyText = list.hasFilters ? (
    <Empty description={props.emptyNoMatch}>
      <Button data-testid={`${testId}-empty-clear-filters`} onClick={list.clearFilters}>
        {t('crud.clearFilters')}
      </Button>
    </Empty>
  ) : (
    <Empty description={props.emptyNone}>{createButton()}</Empty>
  );

  const selected = selection?.keys ?? [];
  const rowKey = props.rowKey;

  return (
    <>
      {/* Rows are focusable (Enter opens): show where the focus is, in the theme's colour. */}
      <style>{`.${ROW_CLASS}:focus-visible > td { box-shadow: inset 0 2px 0 ${token.colorPrimary}, inset 0 -2px 0 ${token.colorPrimary}; outline: none; }`}</style>
      <PageHeader
        title={<span data-testid="page-title">{props.title}</span>}
        breadcrumb={props.breadcrumb}
        extra={
          <>
            {props.actions}
            <Tooltip title={t('crud.refresh')}>
              <Button aria-label={t('crud.refresh')} icon={<ReloadOutlined />} onClick={() => void search.reload()} loading={search.loading && !firstLoad} />
            </Tooltip>
            {createButton(`${testId}-new`)}
          </>
        }
      />
      {hasFilterBar ? (
        <Flex gap={8} wrap="wrap" align="center" style={{ marginBottom: 16 }} role="search">
          {props.search ? (
            <ListSearchInput testId={`${testId}-search`} label={props.search.label} width={props.search.width} value={view.q} onSearch={(q) => setView({ q } as Partial<ListView<Field, Filters>>)} />
          ) : null}
          {props.filters}
          {list.hasFilters ? (
            <Button type="link" data-testid={`${testId}-clear-filters`} onClick={list.clearFilters}>
              {t('crud.clearFilters')}
            </Button>
          ) : null}
        </Flex>
      ) : null}
      {props.bulkActions?.length && selected.length > 0 ? (
        <Flex gap={8} align="center" wrap="wrap" style={{ marginBottom: 12 }} data-testid={`${testId}-bulk-bar`}>
          <Typography.Text>{t('crud.selected', { count: selected.length })}</Typography.Text>
          {props.bulkActions.map((action) => (
            <Button key={action.key} danger={action.danger} data-testid={`${testId}-bulk-${action.key}`} onClick={() => runBulk(action)}>
              {action.label}
            </Button>
          ))}
          <Button type="link" onClick={() => selection?.onChange([])}>
            {t('crud.clearSelection')}
          </Button>
        </Flex>
      ) : null}
      {props.aboveTable}
      {search.error && !failedWithoutData ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={list.loadFailed}
          action={
            <Button size="small" onClick={() => void search.reload()}>
              {t('crud.retry')}
            </Button>
          }
        />
      ) : null}
      {firstLoad ? (
        <div data-testid={`${testId}-skeleton`} aria-busy>
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        </div>
      ) : failedWithoutData ? (
        <Empty data-testid={`${testId}-error`} description={list.loadFailed}>
          <Button type="primary" onClick={() => void search.reload()}>
            {t('crud.retry')}
          </Button>
        </Empty>
      ) : (
        <Table<Row>
          data-testid={`${testId}-table`}
          rowKey={rowKey}
          size="middle"
          sticky
          columns={props.columns}
          dataSource={rows}
          loading={search.loading}
          onChange={onTableChange}
          onRow={onRow}
          rowClassName={ROW_CLASS}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          rowSelection={
            selection
              ? {
                  selectedRowKeys: selection.keys,
                  onChange: (keys) => selection.onChange(keys.map(String)),
                  preserveSelectedRowKeys: false,
                }
              : undefined
          }
          pagination={{
            current: view.page,
            pageSize: view.size,
            total: search.data?.totalCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: query.pageSizes.map(String),
            showTotal: (count) => (props.total ? props.total(count) : t('crud.total', { count })),
          }}
          {...props.tableProps}
        />
      )}
    </>
  );
}
