import { Tag } from '@switchboard/shared/antd-signed-in';
import { colorTagStyle } from '@switchboard/shared/ui';

/** A status as tickets show it: a tag filled with its colour, its text white or near-black, whichever reads better. */
export function StatusSampleTag({ name, color, testId = 'status-sample-tag' }: { name: string; color: string; testId?: string }) {
  return (
    <Tag style={{ ...colorTagStyle(color), marginInlineEnd: 0 }} data-testid={testId}>
      <span dir="auto">{name}</span>
    </Tag>
  );
}
