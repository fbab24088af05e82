import { useState, type MouseEvent, type ReactNode } from 'react';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { KitButton, KitText, PlainControlStyles } from '../ui/plain-controls.js';
import { KitBusy, KitStyles, useKitTheme } from './kit-look.js';
import type { ListView } from './list-query.js';
import { ClearFiltersLink, ListBody, ListEmpty, ListHeader, ListSearchBox, useListLoad, type ListCreate } from './list-parts.js';
import type { BreadcrumbEntry } from './page-header.js';
import type { ListPageState, RowOf, SearchPage } from './use-list-page.js';

/** An order offered by the phone's sort picker (the table sorts by its headers; cards have none). */
export interface ListSortOption<Field extends string> {
  field: Field;
  label: string;
}

export interface ListCardsProps<Page extends SearchPage<unknown>, Field extends string, Filters extends object, Row = RowOf<Page>> {
  list: ListPageState<Page, Field, Filters>;
  title: ReactNode;
  breadcrumb?: readonly BreadcrumbEntry[];
  testId: string;
  rowKey: (row: Row) => string;
  /** The address a card links to. */
  to: (row: Row) => string;
  card: (row: Row) => ReactNode;
  cardAttributes?: (row: Row) => Record<string, string | undefined>;
  sortOptions?: readonly ListSortOption<Field>[];
  create?: ListCreate;
  search?: { label: string };
  actions?: ReactNode;
  filters?: ReactNode;
  aboveTable?: ReactNode;
  emptyNone: string;
  emptyNoMatch: string;
  total?: (count: number) => string;
}

/** A plain left click opens the row through the list (which drops a search still pending); others stay the browser's. */
const ownClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The phone form of `<ListPage>`: the same header, search and states, but each row a card that is
 * one link (Tab reaches it, Enter opens it), the filters and the order folded behind "Filters" so the
 * first cards show on the first screen, and a "Previous / Next" pager that fits a phone. Selection and
 * bulk actions stay with the table on wider screens.
 */
export function ListCards<Page extends SearchPage<unknown>, Field extends string, Filters extends object>(props: ListCardsProps<Page, Field, Filters>) {
  type Row = RowOf<Page>;
  const { list, testId } = props;
  const { t } = useTranslation('common');
  const mode = useKitTheme();
  const load = useListLoad(list);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { search, view } = list;
  const change = (part: Partial<ListView<Field, Filters>>) => list.setView(part);
  const rows: Row[] = search.data?.entities ?? [];
  const total = search.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / view.size));

  const sortChoices = props.sortOptions?.length
    ? [
        { value: '', label: t('crud.sortDefault') },
        ...props.sortOptions.flatMap(({ field, label }) => [
          { value: `${field}:asc`, label: t('crud.sortAscending', { field: label }) },
          { value: `${field}:desc`, label: t('crud.sortDescending', { field: label }) },
        ]),
      ]
    : null;
  const foldable = Boolean(props.filters || sortChoices);

  return (
    <>
      <KitStyles />
      <PlainControlStyles />
      <ListHeader list={list} load={load} title={props.title} breadcrumb={props.breadcrumb} testId={testId} actions={props.actions} create={props.create} />
      {props.search || foldable ? (
        <div className="sb-bar" role="search">
          {/* The search box takes the whole row (its width is capped at 100%). */}
          {props.search ? <ListSearchBox list={list} testId={testId} label={props.search.label} width={9999} /> : null}
          {foldable ? (
            <span className="sb-kit sb-dot-anchor" data-theme={mode}>
              <KitButton
                icon={<FilterOutlined />}
                aria-expanded={filtersOpen}
                aria-controls={`${testId}-filter-panel`}
                onClick={() => setFiltersOpen((open) => !open)}
                data-testid={`${testId}-filters-toggle`}
              >
                {t('crud.filters')}
              </KitButton>
              {list.hasFilters ? <span className="sb-dot" aria-hidden="true" /> : null}
            </span>
          ) : null}
          <ClearFiltersLink list={list} testId={testId} />
          {foldable ? (
            <div id={`${testId}-filter-panel`} style={{ display: filtersOpen ? 'flex' : 'none', flexWrap: 'wrap', alignItems: 'center', gap: 8, width: '100%' }}>
              {props.filters}
              {sortChoices ? (
                <select
                  className="sb-ctl sb-select"
                  data-theme={mode}
                  data-testid={`${testId}-sort`}
                  aria-label={t('crud.sortBy')}
                  value={view.sort ? `${view.sort.field}:${view.sort.order}` : ''}
                  style={{ minWidth: 200, maxWidth: '100%' }}
                  onChange={(event) => {
                    const { value } = event.target;
                    const [field, order] = value.split(':');
                    change({ sort: value ? { field: field as Field, order: order === 'desc' ? 'desc' : 'asc' } : null } as Partial<ListView<Field, Filters>>);
                  }}
                >
                  {sortChoices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      {props.aboveTable}
      <ListBody list={list} load={load} testId={testId} skeletonRows={6}>
        <div className="sb-kit sb-cards" data-theme={mode} aria-busy={search.loading || undefined}>
          {rows.length === 0 ? (
            <div data-testid={`${testId}-cards`}>
              <ListEmpty list={list} testId={testId} emptyNone={props.emptyNone} emptyNoMatch={props.emptyNoMatch} create={props.create} />
            </div>
          ) : (
            <ul data-testid={`${testId}-cards`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
              {rows.map((row) => {
                const to = props.to(row);
                return (
                  <li key={props.rowKey(row)}>
                    <Link
                      to={to}
                      className="sb-card"
                      {...props.cardAttributes?.(row)}
                      onClick={(event) => {
                        if (!ownClick(event)) return;
                        event.preventDefault();
                        list.leave(to);
                      }}
                    >
                      {props.card(row)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <nav aria-label={t('crud.pages')} style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginTop: 12 }}>
            <KitText type="secondary">{props.total ? props.total(total) : t('crud.total', { count: total })}</KitText>
            {pages > 1 ? (
              <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <KitButton disabled={view.page <= 1} onClick={() => change({ page: view.page - 1 } as Partial<ListView<Field, Filters>>)} data-testid={`${testId}-previous`}>
                  {t('crud.previousPage')}
                </KitButton>
                <span>{t('crud.pageOf', { page: view.page, pages })}</span>
                <KitButton disabled={view.page >= pages} onClick={() => change({ page: view.page + 1 } as Partial<ListView<Field, Filters>>)} data-testid={`${testId}-next`}>
                  {t('crud.nextPage')}
                </KitButton>
              </div>
            ) : null}
          </nav>
          {search.loading ? <KitBusy /> : null}
        </div>
      </ListBody>
    </>
  );
}
