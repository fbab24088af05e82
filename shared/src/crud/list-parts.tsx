import type { ReactNode } from 'react';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { KitAlert, KitButton, KitEmpty, KitText } from '../ui/plain-controls.js';
import { describeApiError } from './describe-error.js';
import type { ListView } from './list-query.js';
import { ListSearchInput } from './list-search-input.js';
import { KitSkeleton } from './kit-look.js';
import { PageHeader, type BreadcrumbEntry } from './page-header.js';
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
  // Subscribed to the language: the texts follow a switch at once.
  useTranslation('common');
  const firstLoad = search.data === null && search.loading;
  const failedWithoutData = Boolean(search.error) && search.data === null;
  // What the server said about a failed load (a known code's text, else its message), under the screen's own words.
  const problem = search.error ? describeApiError(search.error, list.loadFailed) : null;
  const detail = problem ? [problem.title === list.loadFailed ? undefined : problem.title, problem.description].filter(Boolean).join(' — ') || undefined : undefined;
  return { firstLoad, failedWithoutData, detail };
}

export type ListLoad = ReturnType<typeof useListLoad>;

/** The header's create button carries the icon and the test id; the empty list's is plain text. */
export function CreateButton({ create, testId }: { create?: ListCreate; testId?: string }) {
  if (!create) return null;
  return (
    <KitButton variant="primary" icon={testId ? <PlusOutlined /> : undefined} data-testid={testId} onClick={create.onClick}>
      {create.label}
    </KitButton>
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
          <KitButton aria-label={t('crud.refresh')} title={t('crud.refresh')} icon={<ReloadOutlined />} onClick={() => void search.reload()} loading={search.loading && !props.load.firstLoad} />
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
    <KitButton variant="link" data-testid={`${testId}-clear-filters`} onClick={list.clearFilters}>
      {t('crud.clearFilters')}
    </KitButton>
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
    <KitEmpty description={props.emptyNoMatch}>
      <KitButton data-testid={`${props.testId}-empty-clear-filters`} onClick={props.list.clearFilters}>
        {t('crud.clearFilters')}
      </KitButton>
    </KitEmpty>
  ) : (
    <KitEmpty description={props.emptyNone}>
      <CreateButton create={props.create} />
    </KitEmpty>
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
      <KitEmpty
        testId={`${testId}-error`}
        description={
          <>
            <div role="alert">{list.loadFailed}</div>
            {load.detail ? <KitText type="secondary">{load.detail}</KitText> : null}
          </>
        }
      >
        <KitButton variant="primary" onClick={reload}>
          {t('crud.retry')}
        </KitButton>
      </KitEmpty>
    );
  }
  return (
    <>
      {list.search.error ? (
        <KitAlert
          title={list.loadFailed}
          description={load.detail}
          action={
            <KitButton size="small" onClick={reload}>
              {t('crud.retry')}
            </KitButton>
          }
        />
      ) : null}
      {props.children}
    </>
  );
}
