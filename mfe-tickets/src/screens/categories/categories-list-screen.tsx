import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Segmented, Tooltip, Typography } from 'antd';
import { Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { paths, type CategoryAdminSummary } from '@switchboard/shared/contracts';
import { linkCell, ListPage, useFeedback, useListPage, type ListColumn } from '@switchboard/shared/crud';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { categoriesApi } from '../../api/categories-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { CATEGORY_LIST, toCategorySearch, type ActiveFilter } from './category-list-query';

const DASH = '—';

/** `/categories/list`: the ticket categories, searched, filtered, sorted and paged on the server. */
export function CategoriesListScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useFeedback();
  const { modal } = App.useApp();
  const { hasAny } = usePermissions();
  const canDelete = hasAny(['tickets:categories:delete']);
  const list = useListPage({ query: CATEGORY_LIST, search: (view) => categoriesApi.search(toCategorySearch(view)), loadFailed: t('categories.loadFailed') });
  const { view, setView, sortable } = list;

  // A category tickets use is deactivated instead: those tickets keep it.
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
          void list.search.reload();
        } catch (error) {
          feedback.failed(error, t('categories.deleteFailed'));
        }
      },
    });
  };

  const columns: ListColumn<CategoryAdminSummary>[] = [
    {
      title: t('categories.columns.name'),
      dataIndex: 'name',
      ...sortable('name'),
      width: 240,
      ellipsis: true,
      render: linkCell((category) => paths.categoryDetails(category.id)),
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
  ];
  if (canDelete) {
    columns.push({
      key: 'actions',
      title: <span style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>{t('categories.columns.actions')}</span>,
      width: 56,
      render: (_, category) => (
        <Tooltip title={t('categories.delete')}>
          <Button type="text" danger icon={<DeleteOutlined />} data-testid="category-delete" aria-label={`${t('categories.delete')}: ${category.name}`} onClick={() => confirmDelete(category)} />
        </Tooltip>
      ),
    });
  }

  return (
    <ListPage
      list={list}
      title={t('pages.categoriesList')}
      testId="categories"
      columns={columns}
      rowKey={(category) => category.id}
      rowAttributes={(category) => ({ 'data-testid': 'category-row', 'data-category-id': category.id, 'aria-label': category.name })}
      details={{ path: paths.categoryDetails, create: { label: t('categories.newCategory'), permissions: ['tickets:categories:add'] } }}
      emptyNone={t('categories.emptyNone')}
      emptyNoMatch={t('categories.emptyNoMatch')}
      search={{ label: t('categories.search'), width: 260 }}
      filters={
        <Segmented<ActiveFilter>
          data-testid="categories-filter-active"
          aria-label={t('categories.columns.status')}
          value={view.active}
          onChange={(active) => setView({ active })}
          options={[
            { value: 'all', label: t('categories.filterAll') },
            { value: 'active', label: t('categories.active') },
            { value: 'inactive', label: t('categories.inactive') },
          ]}
        />
      }
    />
  );
}
