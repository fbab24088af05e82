import { PaperClipOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import type { MessageAttachment } from '@switchboard/shared/contracts';
import { formatFileSize } from '@switchboard/shared/format';
import { safeFileUrl } from './message-format.js';
import { useThreadTranslation } from './use-thread-translation.js';

/** The message's files: name, size and a download link opening in a new tab. */
export function MessageAttachments({ attachments }: { attachments: MessageAttachment[] }) {
  const { t } = useThreadTranslation();
  const { token } = theme.useToken();
  if (attachments.length === 0) return null;
  return (
    <section aria-label={t('card.attachments')}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('card.attachments')}
      </Typography.Text>
      <Flex component="ul" vertical gap={4} style={{ listStyle: 'none', margin: `${token.marginXXS}px 0 0`, padding: 0 }}>
        {attachments.map((file, index) => {
          const url = safeFileUrl(file.fileUrl);
          return (
            <li key={`${file.fileUrl}-${index}`}>
              <Flex align="center" gap={token.marginXS} wrap>
                <PaperClipOutlined aria-hidden style={{ color: token.colorTextSecondary }} />
                {url ? (
                  <Typography.Link
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    download={file.fileName}
                    dir="auto"
                    data-testid="message-attachment"
                    aria-label={t('card.download', { name: file.fileName })}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {file.fileName}
                  </Typography.Link>
                ) : (
                  <Typography.Text data-testid="message-attachment">{file.fileName}</Typography.Text>
                )}
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {formatFileSize(file.fileSize)}
                </Typography.Text>
              </Flex>
            </li>
          );
        })}
      </Flex>
    </section>
  );
}
