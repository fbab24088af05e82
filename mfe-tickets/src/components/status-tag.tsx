import { Tag } from 'antd';
import { statusTagColors, type TicketStatusSummary } from '@switchboard/shared/contracts';

/** A ticket status filled with the organisation's colour, its text white or near-black, whichever contrasts more. */
export function StatusTag({ status }: { status: Pick<TicketStatusSummary, 'name' | 'color'> | null | undefined }) {
  if (!status) return null;
  const filled = Boolean(status.color);
  return (
    <Tag color={status.color || undefined} style={{ marginInlineEnd: 0, ...(filled ? { color: statusTagColors(status.color).text } : {}) }} data-testid="status-tag">
      {status.name}
    </Tag>
  );
}
