import { Tag } from 'antd';
import type { TicketStatusSummary } from '@switchboard/shared/contracts';

/** A ticket status in the organisation's own colour. */
export function StatusTag({ status }: { status: Pick<TicketStatusSummary, 'name' | 'color'> | null | undefined }) {
  if (!status) return null;
  return (
    <Tag color={status.color || undefined} style={{ marginInlineEnd: 0 }}>
      {status.name}
    </Tag>
  );
}
