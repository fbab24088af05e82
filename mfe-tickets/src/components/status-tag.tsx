import { Tag } from 'antd';
import type { TicketStatusSummary } from '@switchboard/shared/contracts';
import { colorTagStyle } from '@switchboard/shared/ui';

/** A ticket status filled with the organisation's colour, its text white or near-black, always readable (4.5:1). */
export function StatusTag({ status }: { status: Pick<TicketStatusSummary, 'name' | 'color'> | null | undefined }) {
  if (!status) return null;
  return (
    <Tag style={{ marginInlineEnd: 0, ...colorTagStyle(status.color) }} data-testid="status-tag">
      {status.name}
    </Tag>
  );
}
