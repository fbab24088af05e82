import { type HTMLAttributes, type KeyboardEvent, type MouseEvent } from 'react';
import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Empty, Skeleton, Tag, Tooltip, Typography, theme } from 'antd';
import { Table } from '@switchboard/shared/antd-heavy';
import type { TableColumnsType, TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type CategoryAdminSummary, type CategorySortField } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { PageHeader } from '@switchboard/shared/ui';
import { categoriesApi } from '../../api/categories-api';
import { useListUrl } from '../../components';
import { useTicketsFeedback } from '../../feedback';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { CategoriesFilters } from './categories-filters';
import {
  CATEGORY_PAGE_SIZES,
  EMPTY_CATEGORY_QUERY,
  categoryColumnSort,
  categoryQueryString,
  categorySortFromTable,
  parseCategoryQuery,
  updateCategoryQuery,
} from './category-list-query';
import { useCategorySearch } from './use-category-search';

const DASH = '—';

/** Clicks on these belong to the control, not to the row. */
const INTERACTIVE = 'a, button, input, label';

const CATEGORIES_URL = { parse: parseCategoryQuery, update: updateCategoryQuery, serialise: categoryQueryString };

/** `/categories/list` (spec §2; DESIGN §14 list bar). */
export function CategoriesListScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useTicketsFeedback();
  const { modal } = App.useApp();
  const { hasAny } = usePermissions();
  const canAdd = hasAny(['tickets:categories:add']);
  const canDelete = hasAny(['tickets:categories:delete']);
  const { token } = theme.useToken();
  const { query, setQuery, leave } = useListUrl(CATEGORIES_URL);

  const search = useCategorySearch(query, (error) => feedback.failed(error, t('categories.loadFailed')));
  const firstLoad = search.data === null && search.loading;
  const filtered = query.q !== '' || query.active !== 'all';
  const open = (category: CategoryAdminSummary) => leave(paths.categoryDetails(category.id));

  const confirmDelete = (category: CategoryAdminSummary) => {
    const deactivates = category.ticketCount > 0;
    modal.confirm({
      title: t('categories.deleteTitle', { name: category.name }),
      content: <span data-testid="category-delete-text">{deactivates ? t('categories.deleteWillDeactivate', { count: category.ticketCount }) : t('categories.deleteWillDelete')}</span>,
      okText: deactivates ? t('categories.deactivate') : t('categories.delete'),
      okButtonProps: { danger: true, 'data-testid': 'category-delete-confirm' },
      cancelText: t('categories.cancel'),
      onOk: async () => {
        try {
          const answer = await categoriesApi.remove(category.id);
          if (answer.outcome === 'deactivated') feedback.success(t('categories.deactivated', { name: category.name }), t('categories.deactivatedDetail', { count: answer.ticketCount }));
          else feedback.success(t('categories.deleted', { name: category.name }));
          void search.reload();
        } catch (error) {
          feedback.failed(error, t('categories.deleteFailed'));
        }
      },
    });
  };

  const sortable = (field: CategorySortField) => ({ key: field, sorter: true, sortOrder: categoryColumnSort(query, field), showSorterTooltip: false });

  const columns: TableColumnsType<CategoryAdminSummary> = [
    {
      title: t('categories.columns.name'),
      dataIndex: 'name',
      ...sortable('name'),
      width: 240,
      ellipsis: true,
      render: (name: string, category) => (
        <Link to={paths.categoryDetails(category.id)} tabIndex={-1} dir="auto">
          {name}
        </Link>
      ),
    },
    {
      title: t('categories.columns.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (description: string | null) => (description ? <span dir="auto">{description}</span> : <Typography.Text type="secondary">{DASH}</Typography.Text>),
    },
    {
      title: t('categories.columns.status'),
      dataIndex: 'isActive',
      render: (isActive: boolean) => (isActive ? <Tag color="success">{t('categories.active')}</Tag> : <Tag>{t('categories.inactive')}</Tag>),
    },
    { title: t('categories.columns.fields'), dataIndex: 'fieldCount', ...sortable('fieldCount'), align: 'end' },
    { title: t('categories.columns.tickets'), dataIndex: 'ticketCount', align: 'end' },
    {
      title: t('categories.columns.updated'),
      ...sortable('updatedDate'),
      render: (_, category) => <Tooltip title={formatDate(category.updatedDate)}>{formatRelativeTime(category.updatedDate)}</Tooltip>,
    },
    ...(canDelete
      ? [
          {
            key: 'actions',
            title: <span className="sb-visually-hidden">{t('categories.columns.actions')}</span>,
            width: 56,
            render: (_: unknown, category: CategoryAdminSummary) => (
              <Tooltip title={t('categories.delete')}>
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  data-testid="category-delete"
                  aria-label={`${t('categories.delete')}: ${category.name}`}
                  onClick={() => confirmDelete(category)}
                />
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  const onTableChange: TableProps<CategoryAdminSummary>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const one = Array.isArray(sorter) ? sorter[0] : sorter;
      setQuery({ sort: categorySortFromTable(one?.columnKey, one?.order) });
    } else if (extra.action === 'paginate') {
      setQuery({ page: pagination.current ?? 1, size: pagination.pageSize ?? query.size });
    }
  };

  const onRow = (category: CategoryAdminSummary) =>
    ({
      'data-testid': 'category-row',
      'data-category-id': category.id,
      tabIndex: 0,
      'aria-label': category.name,
      style: { cursor: 'pointer' },
      onClick: (event: MouseEvent<HTMLElement>) => {
        if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
        open(category);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter' && event.target === event.currentTarget) open(category);
      },
    }) as HTMLAttributes<HTMLElement>;

  const newButton = (testId?: string) =>
    canAdd ? (
      <Button type="primary" icon={<PlusOutlined />} data-testid={testId} onClick={() => leave(paths.categoryDetails())}>
        {t('categories.newCategory')}
      </Button>
    ) : null;

  const emptyText = filtered ? (
    <Empty description={t('categories.emptyNoMatch')}>
      <Button onClick={() => setQuery({ q: EMPTY_CATEGORY_QUERY.q, active: EMPTY_CATEGORY_QUERY.active })}>{t('categories.clearFilters')}</Button>
    </Empty>
  ) : (
    <Empty description={t('categories.emptyNone')}>{newButton()}</Empty>
  );

  const failedWithoutData = search.error && search.data === null;

  return (
    <>
      {/* Rows are focusable (Enter opens): show where the focus is, in the theme's colour. */}
      <style>{`.sb-category-row:focus-visible > td { box-shadow: inset 0 2px 0 ${token.colorPrimary}, inset 0 -2px 0 ${token.colorPrimary}; outline: none; }
.sb-visually-hidden { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }`}</style>
      <PageHeader
        title={<span data-testid="page-title">{t('pages.categoriesList')}</span>}
        extra={
          <>
            <Tooltip title={t('categories.refresh')}>
              <Button aria-label={t('categories.refresh')} icon={<ReloadOutlined />} onClick={() => void search.reload()} loading={search.loading && !firstLoad} />
            </Tooltip>
            {newButton('categories-new')}
          </>
        }
      />
      <CategoriesFilters query={query} onChange={setQuery} />
      {search.error && !failedWithoutData ? <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t('categories.loadFailed')} /> : null}
      {firstLoad ? (
        <div data-testid="categories-skeleton" aria-busy>
          <Skeleton active title={false} paragraph={{ rows: 8 }} />
        </div>
      ) : failedWithoutData ? (
        <Empty description={t('categories.loadFailed')}>
          <Button type="primary" onClick={() => void search.reload()}>
            {t('categories.retry')}
          </Button>
        </Empty>
      ) : (
        <Table<CategoryAdminSummary>
          data-testid="categories-table"
          rowKey="id"
          size="middle"
          sticky
          columns={columns}
          dataSource={search.data?.entities ?? []}
          loading={search.loading}
          onChange={onTableChange}
          onRow={onRow}
          rowClassName="sb-category-row"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText }}
          pagination={{
            current: query.page,
            pageSize: query.size,
            total: search.data?.totalCount ?? 0,
            showSizeChanger: true,
            pageSizeOptions: CATEGORY_PAGE_SIZES.map(String),
            showTotal: (total) => t('categories.total', { count: total }),
          }}
        />
      )}
    </>
  );
}
