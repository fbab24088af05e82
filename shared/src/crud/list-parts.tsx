import type { ReactNode } from 'react';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListView } from './list-query.js';
import { ListSearchInput } from './list-search-input.js';
import { KitSkeleton } from './kit-look.js';
import { PageHeader, type BreadcrumbEntry } from './page-header.js';
import { useFeedback } from './use-feedback.js';
import type { ListPageState, SearchPage } from './use-list-page.js';

// The pieces both forms of a list screen (the table and the phone cards) are built from, so the two
// never drift apart: the same header, search box, empty texts and loading/error states.

/** The list's primary action, after permissions were checked. */
export interface ListCreate {
  label: string;
  onClick: () => void;
}

/** Where the first load stands, and what the server said about a failed one. */
export function useListLoad<Page extends SearchPage<unknown>, Field extends string, Filters extends object>(list: ListPageState<Page, Field, Filters>) {
  const { search } = list;
  const feedback = useFeedback();
  const firstLoad = search.data === null && search.loading;
  const failedWithoutData = Boolean(search.error) && search.data === null;
  // What the server said about a failed load (a known code's text, else its message), under the screen's own words.
  const problem = search.error ? feedback.describe(search.error, list.loadFailed) : null;
  const detail = problem ? [problem.title === list.loadFailed ? undefined : problem.title, problem.description].filter(Boolean).join(' — ') || undefined : undefined;
  return { firstLoad, failedWithoutData, detail };
}

export type ListLoad = ReturnType<typeof useListLoad>;

/** The header's create button carries the icon and the test id; the empty list's is plain text. */
export function CreateButton({ create, testId }: { create?: ListCreate; testId?: string }) {
  if (!create) return null;
  return (
    <Button type="primary" icon={testId ? <PlusOutlined /> : undefined} data-testid={testId} onClick={create.onClick}>
      {create.label}
    </Button>
  );
}

export interface ListHeaderProps<Page extends SearchPage<unknown>, Field extends string, Filters extends object> {
  list: ListPageState<Page, Field, Filters>;
  load: ListLoad;
  title: ReactNode;
  breadcrumb?: readonly BreadcrumbEntry[];
  testId: string;
  actions?: ReactNode;
  create?: ListCreate;
}

/** Title and breadcrumb, then the screen's actions, refresh and the primary action. */
export function ListHeader<Page extends SearchPage<unknown>, Field extends string, Filters extends object>(props: ListHeaderProps<Page, Field, Filters>) {
  const { t } = useTranslation('common');
  const { search } = props.list;
  return (
    <PageHeader
      title={<span data-testid="page-title">{props.title}</span>}
      breadcrumb={props.breadcrumb}
      extra={
        <>
          {props.actions}
          <Tooltip title={t('crud.refresh')}>
            <Button aria-label={t('crud.refresh')} icon={<ReloadOutlined />} onClick={() => void search.reload()} loading={search.loading && !props.load.firstLoad} />
          </Tooltip>
          <CreateButton create={props.create} testId={`${props.testId}-new`} />
        </>
      }
    />
  );
}

/** The search box for the view's `q` (test id `<prefix>-search`). */
export function ListSearchBox<Page extends SearchPage<unknown>, Field extends string, Filters extends object>({
  list,
  testId,
  label,
  width,
}: {
  list: ListPageState<Page, Field, Filters>;
  testId: string;
  label: string;
  width?: number;
}) {
  return <ListSearchInput testId={`${testId}-search`} label={label} width={width} value={list.view.q} onSearch={(q) => list.setView({ q } as Partial<ListView<Field, Filters>>)} />;
}

/** "Clear filters", shown while a filter is set. */
export function ClearFiltersLink<Page extends SearchPage<unknown>, Field extends string, Filters extends object>({ list, testId }: { list: ListPageState<Page, Field, Filters>; testId: string }) {
  const { t } = useTranslation('common');
  if (!list.hasFilters) return null;
  return (
    <Button type="link" data-testid={`${testId}-clear-filters`} onClick={list.clearFilters}>
      {t('crud.clearFilters')}
    </Button>
  );
}

/** No rows: "none yet" with the primary action, or "no match" with a way out of the filters. */
export function ListEmpty<Page extends SearchPage<unknown>, Field extends string, Filters extends object>(props: {
  list: ListPageState<Page, Field, Filters>;
  testId: string;
  emptyNone: string;
  emptyNoMatch: string;
  create?: ListCreate;
}) {
  const { t } = useTranslation('common');
  return props.list.hasFilters ? (
    <Empty description={props.emptyNoMatch}>
      <Button data-testid={`${props.testId}-empty-clear-filters`} onClick={props.list.clearFilters}>
        {t('crud.clearFilters')}
      </Button>
    </Empty>
  ) : (
    <Empty description={props.emptyNone}>
      <CreateButton create={props.create} />
    </Empty>
  );
}

/**
 * The rows' place: a skeleton on the first load, the failure with Retry when nothing was ever
 * loaded, else `children` (the table or the cards) under an alert when a later load failed.
 */
export function ListBody<Page extends SearchPage<unknown>, Field extends string, Filters extends object>(props: {
  list: ListPageState<Page, Field, Filters>;
  load: ListLoad;
  testId: string;
  skeletonRows: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const { list, load, testId } = props;
  const reload = () => void list.search.reload();
  if (load.firstLoad) return <KitSkeleton rows={props.skeletonRows} label={t('app.loading')} testId={`${testId}-skeleton`} />;
  if (load.failedWithoutData) {
    return (
      <Empty
        data-testid={`${testId}-error`}
        description={
          <>
            <div role="alert">{list.loadFailed}</div>
            {load.detail ? <Typography.Text type="secondary">{load.detail}</Typography.Text> : null}
          </>
        }
      >
        <Button type="primary" onClick={reload}>
          {t('crud.retry')}
        </Button>
      </Empty>
    );
  }
  return (
    <>
      {list.search.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={list.loadFailed}
          description={load.detail}
          action={
            <Button size="small" onClick={reload}>
              {t('crud.retry')}
            </Button>
          }
        />
      ) : null}
      {props.children}
    </>
  );
}
