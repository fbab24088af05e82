import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Tooltip, Typography } from 'antd';
import { Spin } from '@switchboard/shared/antd-signed-in';
import { formatFileSize } from '@switchboard/shared/format';
import type { AttachmentItem } from './use-reply-attachments.js';
import { useThreadTranslation } from '../use-thread-translation.js';

interface ReplyAttachmentListProps {
  items: AttachmentItem[];
  disabled: boolean;
  onRemove: (uid: string) => void;
}

/** The files of the reply: name (a link once uploaded), size, a spinner while uploading, remove. */
export function ReplyAttachmentList({ items, disabled, onRemove }: ReplyAttachmentListProps) {
  const { t } = useThreadTranslation();
  const { token } = theme.useToken();
  if (items.length === 0) return null;

  return (
    <ul aria-label={t('editor.attachmentsLabel')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: token.marginXXS }}>
      {items.map((item) => (
        <li
          key={item.uid}
          data-testid="reply-attachment"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginXS,
            padding: `${token.paddingXXS}px ${token.paddingXS}px`,
            borderRadius: token.borderRadiusSM,
            background: token.colorFillQuaternary,
          }}
        >
          {item.attachment ? <PaperClipOutlined style={{ color: token.colorTextSecondary }} /> : <Spin size="small" aria-label={t('editor.uploading')} />}
          <Flex flex={1} gap={token.marginXS} align="baseline" style={{ minWidth: 0 }}>
            {item.attachment ? (
              <Typography.Link href={item.attachment.fileUrl} target="_blank" rel="noopener noreferrer" ellipsis style={{ minWidth: 0 }}>
                {item.name}
              </Typography.Link>
            ) : (
              <Typography.Text ellipsis style={{ minWidth: 0 }}>
                {item.name}
              </Typography.Text>
            )}
            <Typography.Text type="secondary" style={{ flexShrink: 0, fontSize: token.fontSizeSM }}>
              {item.attachment ? formatFileSize(item.size) : t('editor.uploading')}
            </Typography.Text>
          </Flex>
          <Tooltip title={t('editor.removeAttachment', { name: item.name })}>
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('editor.removeAttachment', { name: item.name })}
              disabled={disabled || !item.attachment}
              onClick={() => onRemove(item.uid)}
            />
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
