import { PaperClipOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import type { MessageAttachment } from '@switchboard/shared/contracts';
import { formatFileSize } from '@switchboard/shared/format';
import { useTranslation } from 'react-i18next';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { safeFileUrl } from './message-format';

/** The message's files: name, size and a download link opening in a new tab. */
export function MessageAttachments({ attachments }: { attachments: MessageAttachment[] }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  if (attachments.length === 0) return null;
  return (
    <section aria-label={t('ticket.card.attachments')}>
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('ticket.card.attachments')}
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
                    aria-label={t('ticket.card.download', { name: file.fileName })}
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
