import { ConfigProvider, Typography, theme } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { MessageAttachment, TicketMessage } from '@switchboard/shared/contracts';
import { formatDate, formatFileSize } from '@switchboard/shared/format';
import { EmailHeader } from './email-header.js';
import { MessageHtml } from './message-html.js';
import { useThreadTranslation } from './use-thread-translation.js';

const PRINT_CLASS = 'sb-message-print';

// On screen the copy never shows; on paper it is the only thing that does.
const PRINT_CSS = `
@media screen { .${PRINT_CLASS} { display: none !important; } }
@media print {
  html, body { background: #fff !important; }
  body > *:not(.${PRINT_CLASS}) { display: none !important; }
  .${PRINT_CLASS} { display: block !important; color: #000; background: #fff; }
}
`;

/**
 * Printing one message. Chosen over opening a new window: no popup blocker, the page's fonts and
 * antd styles apply as they are, and the sanitised HTML never leaves this document. A print-only
 * copy is put at the end of `<body>`, a print stylesheet hides everything else, `window.print()`
 * runs, and the copy goes away on `afterprint`.
 */
export function usePrintMessage(content: () => ReactNode) {
  // Counts requests so a second click prints again even if `afterprint` never came.
  const [request, setRequest] = useState(0);
  const print = useCallback(() => setRequest((count) => count + 1), []);

  useEffect(() => {
    if (request === 0) return;
    const done = () => setRequest(0);
    window.addEventListener('afterprint', done);
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [request]);

  const portal =
    request > 0
      ? createPortal(
          <div className={PRINT_CLASS} data-testid="message-print-copy">
            <style>{PRINT_CSS}</style>
            {/* Paper is white: light colours whatever the screen theme. */}
            <ConfigProvider theme={{ algorithm: theme.defaultAlgorithm }}>{content()}</ConfigProvider>
          </div>,
          document.body,
        )
      : null;
  return { print, portal };
}

interface PrintableMessageProps {
  message: TicketMessage;
  ticketTitle: string;
  /** The HTML as shown: the body, plus the earlier messages when the customer opened them. */
  html: string;
  attachments: MessageAttachment[];
  /** As on screen: images from elsewhere load only once the reader chose to show them. */
  externalImages?: 'hold' | 'show';
}

/** What goes on paper: sender and date, the e-mail header block, the text and the attachment names. */
export function PrintableMessage({ message, ticketTitle, html, attachments, externalImages = 'hold' }: PrintableMessageProps) {
  const { t } = useThreadTranslation();
  return (
    <article style={{ padding: 24 }}>
      <Typography.Paragraph strong>
        {message.user.name} · {formatDate(message.time)}
      </Typography.Paragraph>
      <EmailHeader message={message} ticketTitle={ticketTitle} />
      <div style={{ margin: '16px 0' }}>
        <MessageHtml html={html} externalImages={externalImages} />
      </div>
      {attachments.length > 0 && (
        <>
          <Typography.Text strong>{t('card.attachments')}</Typography.Text>
          <ul>
            {attachments.map((file, index) => (
              <li key={`${file.fileUrl}-${index}`}>
                {file.fileName} ({formatFileSize(file.fileSize)})
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
