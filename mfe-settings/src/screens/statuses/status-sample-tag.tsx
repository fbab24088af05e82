import { Tag } from 'antd';
import { statusTagColors } from '@switchboard/shared/contracts';

/** A status as tickets show it: a tag filled with its colour, its text white or near-black, whichever reads better. */
export function StatusSampleTag({ name, color, testId = 'status-sample-tag' }: { name: string; color: string; testId?: string }) {
  const { text } = statusTagColors(color);
  return (
    <Tag color={color} style={{ color: text, marginInlineEnd: 0 }} data-testid={testId}>
      <span dir="auto">{name}</span>
    </Tag>
  );
}
