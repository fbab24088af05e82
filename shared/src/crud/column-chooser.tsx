import { useEffect, useRef, useState } from 'react';
import { TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSession } from '@switchboard/shared/session';
import { readColumnChoices, shownColumns, writeColumnChoices, type ColumnChoices } from './column-memory.js';
import { KitButton } from '../ui/plain-controls.js';
import { KitStyles, useKitTheme } from './kit-look.js';
import { usePressOutside } from './use-press-outside.js';

/** A column of a list as the chooser sees it. */
export interface ChoosableColumn {
  key: string;
  /** Its name in the chooser (the column's header). */
  label: string;
  /** Shown until the agent decides otherwise. */
  defaultShown: boolean;
  /** Always shown and never offered (the column that names the row). */
  always?: boolean;
}

export interface ColumnChoice {
  /** Keys of the columns on screen. */
  shown: ReadonlySet<string>;
  /** The columns the agent may show or hide. */
  options: readonly ChoosableColumn[];
  setShown: (key: string, show: boolean) => void;
  /** False for the last column on screen when no column is always shown. */
  canHide: (key: string) => boolean;
  /** Back to the defaults (and forgets the stored choice). */
  reset: () => void;
  /** True when the choice on screen is the default one. */
  isDefault: boolean;
}

/**
 * The columns of list `list` the signed-in agent sees: `columns` are only those the agent may see
 * (a column hidden by permissions is left out by the caller, so it is never offered); the choice is
 * kept per agent in this browser. At least one column always shows: an `always` column, or else the
 * last shown one cannot be hidden.
 */
export function useColumnChoice(list: string, columns: readonly ChoosableColumn[]): ColumnChoice {
  const userId = useSession((state) => state.user?.id ?? null);
  const [choices, setChoices] = useState<ColumnChoices>(() => readColumnChoices(list, userId));
  useEffect(() => setChoices(readColumnChoices(list, userId)), [list, userId]);

  const options = columns.filter((column) => !column.always);
  let optionalShown = shownColumns(options, choices);
  const hasAlways = options.length < columns.length;
  if (!hasAlways && optionalShown.length === 0 && options.length) optionalShown = [options[0].key];
  const shown = new Set([...columns.filter((column) => column.always).map((column) => column.key), ...optionalShown]);
  const isDefault = options.every((column) => shown.has(column.key) === column.defaultShown);

  const canHide = (key: string) => hasAlways || !optionalShown.includes(key) || optionalShown.length > 1;
  const store = (next: ColumnChoices) => {
    setChoices(next);
    writeColumnChoices(list, userId, next);
  };
  return {
    shown,
    options,
    isDefault,
    canHide,
    setShown: (key, show) => {
      if (!show && !canHide(key)) return;
      store({ ...choices, [key]: show });
    },
    reset: () => store({}),
  };
}

/**
 * "Columns": a button beside the list opening a checkbox per optional column and "Reset". The panel
 * opens right after the button in the page, so Tab moves from the button into it; the first box takes
 * the focus and Escape closes it, giving the focus back to the button.
 */
export function ColumnChooser({ choice, testId }: { choice: ColumnChoice; testId: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLFieldSetElement>(null);

  const root = useRef<HTMLSpanElement>(null);
  const mode = useKitTheme();

  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => panel.current?.querySelector<HTMLInputElement>('input')?.focus(), 0);
    // Escape inside the panel closes it and gives the focus back to the button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !panel.current?.contains(document.activeElement)) return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  // A press outside the button and the panel closes it.
  usePressOutside(open, root, () => setOpen(false));

  if (!choice.options.length) return null;
  return (
    <span ref={root} className="sb-kit sb-chooser" data-theme={mode}>
      <KitStyles />
      <KitButton ref={button} icon={<TableOutlined />} aria-haspopup="true" aria-expanded={open} data-testid={testId} onClick={() => setOpen(!open)}>
        {t('crud.columns')}
      </KitButton>
      {open ? (
        <fieldset ref={panel} className="sb-chooser-panel" data-testid={`${testId}-panel`}>
          <legend>{t('crud.columnsTitle')}</legend>
          <div className="sb-chooser-options">
            {choice.options.map((column) => {
              const checked = choice.shown.has(column.key);
              return (
                <label key={column.key} className="sb-chooser-option">
                  <input
                    type="checkbox"
                    checked={checked}
                    // The last column on screen stays: a list needs something to show.
                    disabled={checked && !choice.canHide(column.key)}
                    onChange={(event) => choice.setShown(column.key, event.target.checked)}
                    data-testid={`${testId}-option`}
                    data-column={column.key}
                  />
                  {column.label}
                </label>
              );
            })}
          </div>
          <div className="sb-chooser-foot">
            <span>{t('crud.columnsHint')}</span>
            <KitButton size="small" variant="link" disabled={choice.isDefault} onClick={choice.reset} data-testid={`${testId}-reset`}>
              {t('crud.columnsReset')}
            </KitButton>
          </div>
        </fieldset>
      ) : null}
    </span>
  );
}
