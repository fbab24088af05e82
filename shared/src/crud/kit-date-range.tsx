import { useEffect, useState } from 'react';
import { KitStyles, useKitTheme } from './kit-look.js';

/** A `YYYY-MM-DD` day or none. */
type Day = string | null;

/**
 * A typed year passes through 0002, 0020 and 0202 on its way to 2026, each a valid date to the browser:
 * only a day from 1900 on (or none) is taken, so the list does not search once per keystroke.
 */
const settled = (day: string) => day === '' || (/^\d{4}-\d{2}-\d{2}$/.test(day) && day >= '1900-01-01');

export interface KitDateRangeProps {
  /** The range's name (its group's accessible name). */
  label: string;
  /** Names of the two ends. */
  fromLabel: string;
  toLabel: string;
  from: Day;
  to: Day;
  /** Either end may be open; ends given the wrong way round are swapped. */
  onChange: (from: Day, to: Day) => void;
  testId?: string;
}

/**
 * A range of days, either end open, as two of the browser's date fields in one box (its calendar, its
 * keyboard, the reader's own date format), drawn plain: a list shows its filters before antd is there.
 */
export function KitDateRange({ label, fromLabel, toLabel, from, to, onChange, testId }: KitDateRangeProps) {
  const mode = useKitTheme();
  const [draft, setDraft] = useState<[string, string]>([from ?? '', to ?? '']);
  // The URL is the source of truth: Back or "Clear filters" changes the fields.
  useEffect(() => setDraft([from ?? '', to ?? '']), [from, to]);

  const edit = (end: 0 | 1, day: string) => {
    const next: [string, string] = end === 0 ? [day, draft[1]] : [draft[0], day];
    setDraft(next);
    if (!settled(day)) return;
    const [start, finish] = next[0] && next[1] && next[0] > next[1] ? [next[1], next[0]] : next;
    if ((start || null) !== from || (finish || null) !== to) onChange(start || null, finish || null);
  };

  return (
    <span className="sb-kit sb-range" data-theme={mode} role="group" aria-label={label} data-testid={testId}>
      <KitStyles />
      <input type="date" aria-label={fromLabel} title={fromLabel} value={draft[0]} max={draft[1] || undefined} onChange={(event) => edit(0, event.target.value)} />
      <span className="sb-range-to" aria-hidden="true">
        →
      </span>
      <input type="date" aria-label={toLabel} title={toLabel} value={draft[1]} min={draft[0] || undefined} onChange={(event) => edit(1, event.target.value)} />
    </span>
  );
}
