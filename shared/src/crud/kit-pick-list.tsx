import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { CheckOutlined, CloseCircleFilled, DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@switchboard/shared/format';
import { KitStyles, useKitTheme } from './kit-look.js';
import { usePressOutside } from './use-press-outside.js';

/** One choice of a pick list: its value, its name, and a colour dot when the name goes with one (a status). */
export interface KitPickOption<Value extends string> {
  value: Value;
  label: string;
  color?: string;
}

export interface KitPickListProps<Value extends string> {
  /** Accessible name and placeholder. */
  label: string;
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  options: readonly KitPickOption<Value>[];
  /** The choices are on their way: said in the open list. */
  loading?: boolean;
  /** A box above the choices narrows them by their names as one types. */
  searchable?: boolean;
  testId?: string;
}

/** Names match ignoring case and accents: "resolu" finds "Résolu". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * A list filter taking any number of values, drawn plain (a list shows its filters before antd is
 * there): a box with the first chosen name and "+N", a clear button, and a list of choices with
 * check marks that stays open while one picks. Keyboard: Arrow keys or Enter open it, Arrow keys and
 * Home/End move, Enter (or Space outside the search box) picks, Escape closes it and gives the focus
 * back to the box, Tab leaves it. A press outside closes it.
 */
export function KitPickList<Value extends string>({ label, value, onChange, options, loading = false, searchable = false, testId }: KitPickListProps<Value>) {
  const { t } = useTranslation('common');
  const mode = useKitTheme();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLSpanElement>(null);
  const box = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const pop = useRef<HTMLDivElement>(null);
  // Sideways, in pixels, so that the open list stays on the screen (a box at the end of a phone's row).
  const [shift, setShift] = useState(0);

  const shown = useMemo(() => {
    const wanted = folded(text.trim());
    return wanted ? options.filter((option) => folded(option.label).includes(wanted)) : options;
  }, [options, text]);
  const chosen = new Set<string>(value);
  const names = value.flatMap((chosenValue) => options.find((option) => option.value === chosenValue)?.label ?? []);

  const close = (focusBox: boolean) => {
    setOpen(false);
    setText('');
    if (focusBox) box.current?.focus();
  };
  const openList = () => {
    const first = options.findIndex((option) => chosen.has(option.value));
    setActive(Math.max(first, 0));
    setOpen(true);
  };
  const toggle = (option: KitPickOption<Value> | undefined) => {
    if (!option) return;
    onChange(chosen.has(option.value) ? value.filter((one) => one !== option.value) : [...value, option.value]);
  };

  useEffect(() => {
    if (open) (searchable ? search.current : list.current)?.focus();
  }, [open, searchable]);
  usePressOutside(open, root, () => close(false));
  useLayoutEffect(() => {
    // Closed, it measures nothing: reading a width would lay out the page inside every list's first commit.
    const rect = open ? pop.current?.getBoundingClientRect() : undefined;
    if (!rect?.width) {
      setShift(0);
      return;
    }
    const room = document.documentElement.clientWidth - 8;
    setShift(rect.right > room ? Math.max(room - rect.right, 8 - rect.left) : rect.left < 8 ? 8 - rect.left : 0);
  }, [open]);
  useEffect(() => {
    if (open) list.current?.querySelector<HTMLElement>('[data-active]')?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const onListKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const inSearch = event.target === search.current;
    const last = shown.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      setActive(Math.min(Math.max(to, 0), Math.max(last, 0)));
    };
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'Home' && !inSearch) move(0);
    else if (event.key === 'End' && !inSearch) move(last);
    else if (event.key === 'Enter' || (event.key === ' ' && !inSearch)) {
      event.preventDefault();
      toggle(shown[active]);
    } else if (event.key === 'Escape') {
      // This list only: a drawer or dialog around it stays open.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  };
  const onBlur = (event: FocusEvent<HTMLSpanElement>) => {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) close(false);
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = open && shown[active] ? optionId(active) : undefined;

  return (
    <span ref={root} className="sb-kit sb-pick" data-theme={mode} data-testid={testId} data-open={open || undefined} onBlur={onBlur}>
      <KitStyles />
      <button
        ref={box}
        type="button"
        className="sb-pick-box"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={names.length ? `${label}: ${names.join(', ')}` : label}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={(event) => {
          if (!open && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            openList();
          }
        }}
      >
        {names.length ? (
          <>
            <span className="sb-pick-tag">
              <bdi>{names[0]}</bdi>
            </span>
            {value.length > 1 ? <span className="sb-pick-tag sb-pick-more">+{formatCount(value.length - 1)}</span> : null}
          </>
        ) : (
          <span className="sb-pick-placeholder">{label}</span>
        )}
      </button>
      {value.length ? (
        <button type="button" className="sb-pick-clear" aria-label={t('crud.clearChoice', { field: label })} onClick={() => onChange([])}>
          <CloseCircleFilled aria-hidden="true" />
        </button>
      ) : (
        <DownOutlined className="sb-pick-arrow" aria-hidden="true" />
      )}
      {open ? (
        <div ref={pop} role="presentation" className="sb-pick-pop" style={shift ? { transform: `translateX(${shift}px)` } : undefined} onKeyDown={onListKeyDown}>
          {searchable ? (
            <input
              ref={search}
              className="sb-pick-search"
              role="combobox"
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeId}
              aria-label={t('crud.searchOptions', { field: label })}
              placeholder={t('crud.searchOptions', { field: label })}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setActive(0);
              }}
            />
          ) : null}
          {/* A press on a choice keeps the focus where it is (the search box or the list). */}
          <ul
            ref={list}
            id={listId}
            role="listbox"
            aria-multiselectable="true"
            aria-label={label}
            aria-busy={loading || undefined}
            aria-activedescendant={searchable ? undefined : activeId}
            tabIndex={searchable ? -1 : 0}
            className="sb-pick-list"
            onMouseDown={(event) => event.preventDefault()}
          >
            {shown.map((option, index) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the list's keys (in the search box or on the list) pick the active choice
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={chosen.has(option.value)}
                data-active={index === active || undefined}
                title={option.label}
                onClick={() => {
                  setActive(index);
                  toggle(option);
                }}
                onMouseMove={() => index === active || setActive(index)}
              >
                {option.color ? <span className="sb-pick-dot" style={{ background: option.color }} aria-hidden="true" /> : null}
                {/* Aligned as the page reads, the name in its own direction. */}
                <span className="sb-pick-label">
                  <bdi>{option.label}</bdi>
                </span>
                <span className="sb-pick-check" aria-hidden="true">
                  {chosen.has(option.value) ? <CheckOutlined /> : null}
                </span>
              </li>
            ))}
            {shown.length === 0 ? (
              <li role="presentation" className="sb-pick-note">
                {loading ? t('app.loading') : t('crud.noMatches')}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
    </span>
  );
}

/**
 * A list filter taking one value, as the browser's own pick list. `clearable` (the default): none is a
 * choice too, its first line, which names the filter.
 */
export function KitSelect<Value extends string>({
  label,
  value,
  onChange,
  options,
  clearable = true,
  testId,
}: {
  label: string;
  value: Value | null;
  onChange: (value: Value | null) => void;
  options: readonly KitPickOption<Value>[];
  clearable?: boolean;
  testId?: string;
}) {
  const mode = useKitTheme();
  return (
    <>
      <KitStyles />
      <select
        className="sb-kit sb-pick-native"
        data-theme={mode}
        data-testid={testId}
        data-empty={value === null || undefined}
        aria-label={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? (event.target.value as Value) : null)}
      >
        {clearable ? <option value="">{label}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * A list filter with a few values side by side, one always chosen (antd's Segmented drawn plain): a
 * radio group, the chosen one in the tab order, Arrow keys choose the next or previous (mirrored in
 * right-to-left pages by the browser's own order), Home and End the first or last.
 */
export function KitSegmented<Value extends string>({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  options: readonly KitPickOption<Value>[];
  testId?: string;
}) {
  const mode = useKitTheme();
  const group = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const option = options[(index + options.length) % options.length];
    if (!option) return;
    onChange(option.value);
    group.current?.querySelectorAll<HTMLButtonElement>('[role=radio]')[options.indexOf(option)]?.focus();
  };
  const at = options.findIndex((option) => option.value === value);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowDown: 1, ArrowLeft: rtl ? 1 : -1, ArrowUp: -1 }[event.key];
    if (step !== undefined) choose(at + step);
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(options.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div ref={group} role="radiogroup" tabIndex={-1} aria-label={label} className="sb-kit sb-segmented" data-theme={mode} data-testid={testId} onKeyDown={onKeyDown}>
      <KitStyles />
      {options.map((option, index) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          aria-checked={index === at}
          tabIndex={index === at || (at < 0 && index === 0) ? 0 : -1}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
