import type { TicketStatusSummary } from '@switchboard/shared/contracts';
import { colorTagStyle } from '@switchboard/shared/ui';
import { KitTag } from '@switchboard/shared/crud';

/** Cuts a tag to its cell's width with "…" (the full text is its title). */
export const FITTED_TAG_STYLE = { maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', verticalAlign: 'middle' } as const;

/**
 * A ticket status filled with the organisation's colour, its text white or near-black, always readable (4.5:1).
 * `fit`: cut to the width of a narrow table cell, the full name on hover.
 */
export function StatusTag({ status, fit = false }: { status: Pick<TicketStatusSummary, 'name' | 'color'> | null | undefined; fit?: boolean }) {
  if (!status) return null;
  return (
    <KitTag style={{ marginInlineEnd: 0, ...colorTagStyle(status.color), ...(fit ? FITTED_TAG_STYLE : {}) }} title={fit ? status.name : undefined} data-testid="status-tag">
      {status.name}
    </KitTag>
  );
}
