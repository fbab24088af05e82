import { Suspense, useState } from 'react';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { paths, type CategoryAdminSummary } from '@switchboard/shared/contracts';
import { KitSegmented, KitTag, linkCell, ListPage, useListPage, type ListColumn } from '@switchboard/shared/crud';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { usePermissions } from '@switchboard/shared/permissions';
import { KitButton, KitText, lazyChunk, preloadKit, WithKit } from '@switchboard/shared/ui';
import { categoriesApi } from '../../api/categories-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { CATEGORY_LIST, toCategorySearch, type ActiveFilter } from './category-list-query';

const DASH = '—';

const loadCategoryDelete = () => import('./category-delete');
const CategoryDelete = lazyChunk(() => loadCategoryDelete().then((module) => ({ default: module.CategoryDelete })));

/** The confirmation's code and antd's providers it draws in, fetched as the agent reaches for a delete button. */
function preloadCategoryDelete(): void {
  preloadKit();
  void loadCategoryDelete().catch(() => undefined);
}

/** `/categories/list`: the ticket categories, searched, filtered, sorted and paged on the server; drawn without antd. */
export function CategoriesListScreen() {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { hasAny } = usePermissions();
  const canDelete = hasAny(['tickets:categories:delete']);
  const list = useListPage({ query: CATEGORY_LIST, search: (view) => categoriesApi.search(toCategorySearch(view)), loadFailed: t('categories.loadFailed') });
  const { view, setView, sortable } = list;
  const [deleting, setDeleting] = useState<CategoryAdminSummary | null>(null);
  // The confirmation's island stays once it has come: its toasts outlive the confirmation.
  const [island, setIsland] = useState(false);
  const confirmDelete = (category: CategoryAdminSummary) => {
    setIsland(true);
    setDeleting(category);
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
      render: (description: string | null) => (description ? <span dir="auto">{description}</span> : <KitText type="secondary">{DASH}</KitText>),
    },
    {
      title: t('categories.columns.status'),
      dataIndex: 'isActive',
      render: (isActive: boolean) => (isActive ? <KitTag color="success">{t('categories.active')}</KitTag> : <KitTag>{t('categories.inactive')}</KitTag>),
    },
    { title: t('categories.columns.fields'), dataIndex: 'fieldCount', ...sortable('fieldCount'), align: 'end' },
    { title: t('categories.columns.tickets'), dataIndex: 'ticketCount', align: 'end' },
    {
      title: t('categories.columns.updated'),
      ...sortable('updatedDate'),
      render: (_, category) => <span title={formatDate(category.updatedDate)}>{formatRelativeTime(category.updatedDate)}</span>,
    },
  ];
  if (canDelete) {
    columns.push({
      key: 'actions',
      title: <span style={{ position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>{t('categories.columns.actions')}</span>,
      width: 56,
      render: (_, category) => (
        <KitButton
          variant="text"
          danger
          icon={<DeleteOutlined />}
          data-testid="category-delete"
          title={t('categories.delete')}
          aria-label={`${t('categories.delete')}: ${category.name}`}
          onClick={() => confirmDelete(category)}
          onPointerEnter={preloadCategoryDelete}
          onFocus={preloadCategoryDelete}
        />
      ),
    });
  }

  return (
    <>
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
          <KitSegmented<ActiveFilter>
            testId="categories-filter-active"
            label={t('categories.columns.status')}
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
      {island ? (
        <WithKit fallback={null}>
          <Suspense fallback={null}>
            {deleting ? (
              <CategoryDelete
                category={deleting}
                onClose={(changed) => {
                  setDeleting(null);
                  if (changed) void list.search.reload();
                }}
              />
            ) : null}
          </Suspense>
        </WithKit>
      ) : null}
    </>
  );
}
