import { useLayoutEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@switchboard/shared/format';
import { KitBusy, KitStyles, useKitTheme } from './kit-look.js';
import { pageWindow } from './page-window.js';

export type SortDirection = 'ascend' | 'descend';

/** A column of a list's table. */
export interface ListColumn<Row> {
  /** Its key (the sort field of a sortable column); defaults to `dataIndex`. */
  key?: string;
  /** The row's property the cell shows (and passes to `render`). */
  dataIndex?: string;
  title?: ReactNode;
  // The value is the row's `dataIndex` property, whatever its type; callers name the type they expect.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  render?: (value: any, row: Row, index: number) => ReactNode;
  /** Its width in px; columns without one share the room left. */
  width?: number;
  align?: 'start' | 'center' | 'end';
  /** Cut to one line (the table then lays out by the columns' widths, not their content). */
  ellipsis?: boolean;
  /** Shown only from this breakpoint up (576 and 768 px, as the kit's). */
  responsive?: readonly ('sm' | 'md')[];
  /** The server sorts by it: the header is a button cycling ascending, descending and the default order. */
  sorter?: boolean;
  sortOrder?: SortDirection | null;
}

export interface DataTablePaging {
  page: number;
  size: number;
  total: number;
  sizes: readonly number[];
  totalText: string;
  onChange: (page: number, size: number) => void;
}

export interface DataTableProps<Row> {
  testId: string;
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A row's element attributes (click and key handlers, test ids, an accessible name). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<string, unknown>;
  rowClassName?: string;
  /** A page is on its way: the rows on screen dim (or the empty text waits) and the table says it is busy. */
  loading?: boolean;
  /** What the table body shows without rows. */
  empty: ReactNode;
  onSort?: (columnKey: string, order: SortDirection | null) => void;
  selection?: { keys: readonly string[]; onChange: (keys: string[]) => void };
  paging?: DataTablePaging;
  /** The table's least width: below it the table scrolls sideways. */
  minWidth?: number;
  /** Closer rows, for a table inside a details screen's card. */
  dense?: boolean;
}

/** Class of the selection cells: clicks there choose the row, they do not open it. */
export const SELECTION_CELL_CLASS = 'sb-table-select';

const NEXT_ORDER: Record<SortDirection | 'none', SortDirection | null> = { none: 'ascend', ascend: 'descend', descend: null };
const ARIA_SORT = { ascend: 'ascending', descend: 'descending' } as const;

/**
 * The lists' table is plain elements and this stylesheet, not antd's Table: a list is the first screen
 * of most visits, and the kit's table with its pager, selection and style generation cost a sixth of
 * the tickets list's weight and a tenth of its time before the rows. Colours and sizes are the kit's
 * theme tokens (the `--sb-*` properties), so it looks as antd's did, in light and dark; logical
 * properties only, so Arabic mirrors by itself. The header sticks under the agent's top bar
 * (`--sb-sticky-top`) while the page scrolls, except when the table is wider than its place and
 * scrolls sideways (a box that scrolls sideways cannot also let its header stick to the page).
 */
const TABLE_CSS = `
.sb-table{position:relative}
.sb-table-scroll{overflow-x:visible}
.sb-table-scroll[data-wide]{overflow-x:auto}
.sb-table table{width:100%;border-collapse:separate;border-spacing:0;text-align:start;background:var(--sb-colorBgContainer);border-radius:8px 8px 0 0}
.sb-table table[data-fixed]{table-layout:fixed}
.sb-table th,.sb-table td{padding:12px 8px;border-block-end:1px solid var(--sb-colorBorderSecondary);overflow-wrap:break-word;text-align:start}
.sb-table[data-dense] th,.sb-table[data-dense] td{padding:8px}
.sb-table[data-dense] .sb-table-sort{margin:-8px;padding:8px}
.sb-table[data-dense] .${SELECTION_CELL_CLASS}{padding:0}
.sb-table[data-dense] .${SELECTION_CELL_CLASS}>label{min-height:38px}
.sb-table th{position:relative;font-weight:600;color:var(--sb-colorTextHeading);background:linear-gradient(var(--sb-colorFillAlter),var(--sb-colorFillAlter)),var(--sb-colorBgContainer)}
.sb-table-scroll:not([data-wide]) th{position:sticky;top:var(--sb-sticky-top,0px);z-index:2}
.sb-table th:first-child{border-start-start-radius:8px}
.sb-table th:last-child{border-start-end-radius:8px}
.sb-table th:not(:last-child)::before{content:"";position:absolute;top:50%;inset-inline-end:0;width:1px;height:1.6em;background:var(--sb-colorSplit);transform:translateY(-50%)}
.sb-table [data-align="center"]{text-align:center}
.sb-table [data-align="end"]{text-align:end}
.sb-table [data-ellipsis]{overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.sb-table-sort{display:flex;align-items:center;justify-content:space-between;gap:4px;width:calc(100% + 16px);margin:-12px -8px;padding:12px 8px;font:inherit;font-weight:600;color:inherit;text-align:inherit;background:none;border:0;cursor:pointer}
.sb-table-sort:hover{background:var(--sb-colorFillAlter)}
.sb-table-sort:focus-visible{outline:2px solid var(--sb-colorPrimary);outline-offset:-2px}
.sb-table-sort>span:first-child{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sb-table-arrows{display:inline-flex;flex-direction:column;flex:none;font-size:9px;line-height:1;color:var(--sb-colorTextQuaternary)}
.sb-table-arrows>[data-arrow="up"]::before{content:"▲"}
.sb-table-arrows>[data-arrow="down"]::before{content:"▼"}
.sb-table-arrows>[data-on]{color:var(--sb-colorPrimary)}
.sb-table td[data-sorted]{background:var(--sb-colorFillAlter)}
.sb-table tbody tr:hover>td{background:linear-gradient(var(--sb-colorFillAlter),var(--sb-colorFillAlter)),var(--sb-colorBgContainer)}
.sb-table tbody tr[aria-selected="true"]>td{background:var(--sb-controlItemBgActive)}
.sb-table tbody tr[aria-selected="true"]:hover>td{background:var(--sb-controlItemBgActiveHover)}
.sb-table tbody tr:focus-visible{outline:none}
.sb-table tbody tr:focus-visible>td{box-shadow:inset 0 2px 0 var(--sb-colorPrimary),inset 0 -2px 0 var(--sb-colorPrimary)}
.sb-table .${SELECTION_CELL_CLASS}{width:48px;padding:0;text-align:center}
.sb-table .${SELECTION_CELL_CLASS}>label{display:flex;align-items:center;justify-content:center;min-height:46px;cursor:pointer}
.sb-table input[type="checkbox"]{width:16px;height:16px;margin:0;accent-color:var(--sb-colorPrimary);cursor:pointer}
.sb-table-empty{height:64px;padding:32px 8px;text-align:center;color:var(--sb-colorTextSecondary)}
.sb-table tbody tr.sb-table-empty-row:hover>td{background:var(--sb-colorBgContainer)}
.sb-table-pager{display:flex;flex-wrap:wrap;align-items:center;justify-content:flex-end;gap:8px;margin-block:16px}
.sb-table-pager button,.sb-table-pager select{min-width:32px;height:32px;padding:0 6px;font:inherit;color:var(--sb-colorText);background:transparent;border:1px solid transparent;border-radius:6px;cursor:pointer}
.sb-table-pager select{padding-inline:8px;background:var(--sb-colorBgContainer);border-color:var(--sb-colorBorder)}
.sb-table-pager button:hover:not(:disabled){background:var(--sb-colorFillSecondary)}
.sb-table-pager button[aria-current="page"]{font-weight:600;color:var(--sb-colorPrimary);background:var(--sb-colorBgContainer);border-color:var(--sb-colorPrimary)}
.sb-table-pager button:disabled{color:var(--sb-colorTextDisabled);cursor:not-allowed}
.sb-table-pager :focus-visible{outline:2px solid var(--sb-colorPrimary);outline-offset:1px}
.sb-table-pager-arrow{display:inline-flex;font-size:12px}
.sb-table-pager-arrow:dir(rtl){transform:scaleX(-1)}
.sb-table-gap{min-width:24px;text-align:center;color:var(--sb-colorTextQuaternary)}
@media (max-width:575.98px){.sb-table [data-from="sm"]{display:none}}
@media (max-width:767.98px){.sb-table [data-from="md"]{display:none}}
`;

const columnKey = <Row,>(column: ListColumn<Row>, index: number) => column.key ?? column.dataIndex ?? String(index);

/** The cell's common attributes: alignment, one line, and from which width it shows. */
const cellAttributes = <Row,>(column: ListColumn<Row>) => ({
  'data-align': column.align,
  'data-ellipsis': column.ellipsis ? '' : undefined,
  'data-from': column.responsive?.[0],
});

/**
 * A page of rows under sortable headers, with a checkbox per row when a selection is kept and a pager
 * under it. The server sorts and pages: the table only reports what was asked for.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation('common');
  const mode = useKitTheme();
  const { columns, rows, selection, paging } = props;
  const scroll = useRef<HTMLDivElement>(null);
  const wide = useWiderThanPlace(scroll);
  const chosen = new Set(selection?.keys ?? []);
  const pageKeys = rows.map(props.rowKey);
  const chosenOnPage = pageKeys.filter((key) => chosen.has(key)).length;
  const fixed = columns.some((column) => column.ellipsis);
  const span = columns.length + (selection ? 1 : 0);

  const choose = (key: string, on: boolean) => selection?.onChange(on ? [...(selection.keys ?? []), key] : selection.keys.filter((one) => one !== key));
  const chooseAll = (on: boolean) => selection?.onChange(on ? pageKeys : []);

  return (
    <div className="sb-kit sb-table" data-theme={mode} data-dense={props.dense ? '' : undefined} data-testid={props.testId} aria-busy={props.loading || undefined}>
      <KitStyles />
      <style href="sb-table" precedence="default">
        {TABLE_CSS}
      </style>
      <div className="sb-table-scroll" ref={scroll} data-wide={wide ? '' : undefined}>
        <table data-fixed={fixed ? '' : undefined} style={props.minWidth ? { minWidth: props.minWidth } : undefined}>
          {fixed ? (
            <colgroup>
              {selection ? <col style={{ width: 48 }} /> : null}
              {columns.map((column, index) => (
                <col key={columnKey(column, index)} style={column.width ? { width: column.width } : undefined} data-from={column.responsive?.[0]} />
              ))}
            </colgroup>
          ) : null}
          <thead>
            <tr>
              {selection ? (
                <th className={SELECTION_CELL_CLASS} scope="col">
                  <label>
                    <input
                      type="checkbox"
                      aria-label={t('crud.selectPage')}
                      checked={rows.length > 0 && chosenOnPage === rows.length}
                      ref={(box) => {
                        if (box) box.indeterminate = chosenOnPage > 0 && chosenOnPage < rows.length;
                      }}
                      disabled={rows.length === 0}
                      onChange={(event) => chooseAll(event.target.checked)}
                    />
                  </label>
                </th>
              ) : null}
              {columns.map((column, index) => {
                const key = columnKey(column, index);
                const order = column.sortOrder ?? null;
                return (
                  <th key={key} scope="col" style={!fixed && column.width ? { width: column.width } : undefined} aria-sort={order ? ARIA_SORT[order] : undefined} {...cellAttributes(column)}>
                    {column.sorter ? (
                      <button type="button" className="sb-table-sort" onClick={() => props.onSort?.(key, NEXT_ORDER[order ?? 'none'])}>
                        <span>{column.title}</span>
                        <span className="sb-table-arrows" aria-hidden="true">
                          <span data-arrow="up" data-on={order === 'ascend' ? '' : undefined} />
                          <span data-arrow="down" data-on={order === 'descend' ? '' : undefined} />
                        </span>
                      </button>
                    ) : (
                      column.title
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="sb-table-empty-row">
                <td colSpan={span} className="sb-table-empty">
                  {props.loading ? null : props.empty}
                </td>
              </tr>
            ) : (
              rows.map((row, rowIndex) => {
                const key = pageKeys[rowIndex]!;
                const on = chosen.has(key);
                return (
                  <tr key={key} className={props.rowClassName} aria-selected={selection ? on : undefined} {...props.rowProps?.(row)}>
                    {selection ? (
                      <td className={SELECTION_CELL_CLASS}>
                        <label>
                          <input type="checkbox" aria-label={t('crud.selectRow')} checked={on} onChange={(event) => choose(key, event.target.checked)} />
                        </label>
                      </td>
                    ) : null}
                    {columns.map((column, index) => {
                      const value = column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
                      return (
                        <td key={columnKey(column, index)} data-sorted={column.sortOrder ? '' : undefined} {...cellAttributes(column)}>
                          {column.render ? column.render(value, row, rowIndex) : (value as ReactNode)}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {props.loading ? <KitBusy /> : null}
      {paging && paging.total > 0 ? <Pager paging={paging} /> : null}
    </div>
  );
}

function Pager({ paging }: { paging: DataTablePaging }) {
  const { t } = useTranslation('common');
  const pages = Math.max(1, Math.ceil(paging.total / paging.size));
  const go = (page: number) => paging.onChange(Math.min(Math.max(page, 1), pages), paging.size);
  return (
    <nav className="sb-table-pager" aria-label={t('crud.pages')}>
      <span>{paging.totalText}</span>
      <button type="button" aria-label={t('crud.previousPage')} disabled={paging.page <= 1} onClick={() => go(paging.page - 1)}>
        <span className="sb-table-pager-arrow" aria-hidden="true">
          <LeftOutlined />
        </span>
      </button>
      {pageWindow(paging.page, pages).map((entry, index) =>
        entry === 'gap' ? (
          <span key={`gap-${index}`} className="sb-table-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={entry}
            type="button"
            aria-label={t('crud.pageOf', { page: entry, pages })}
            aria-current={entry === paging.page ? 'page' : undefined}
            onClick={() => go(entry)}
          >
            {formatCount(entry)}
          </button>
        ),
      )}
      <button type="button" aria-label={t('crud.nextPage')} disabled={paging.page >= pages} onClick={() => go(paging.page + 1)}>
        <span className="sb-table-pager-arrow" aria-hidden="true">
          <RightOutlined />
        </span>
      </button>
      <select aria-label={t('crud.pageSize')} value={paging.size} onChange={(event) => paging.onChange(paging.page, Number(event.target.value))}>
        {paging.sizes.map((size) => (
          <option key={size} value={size}>
            {t('crud.perPage', { count: size })}
          </option>
        ))}
      </select>
    </nav>
  );
}

/** True while the element's content is wider than the element (it then scrolls sideways). */
function useWiderThanPlace(box: { current: HTMLElement | null }): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const table = element.firstElementChild;
    const measure = () => setWide((table?.scrollWidth ?? 0) > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [box]);
  return wide;
}
