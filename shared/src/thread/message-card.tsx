import { DeleteOutlined, EditOutlined, EllipsisOutlined, PrinterOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Tooltip, Typography, theme } from 'antd';
import { Avatar, Card, Divider, Tag } from '@switchboard/shared/antd-signed-in';
import { useId, useMemo, useState, type ReactNode } from 'react';
import type { TicketMessage } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { useMirroredIconStyle } from './direction.js';
import { EmailHeader } from './email-header.js';
import { MessageAttachments } from './message-attachments.js';
import { initialsOf } from './message-format.js';
import { MessageHtml } from './message-html.js';
import { PrintableMessage, usePrintMessage } from './message-print.js';
import { splitQuotedText } from './quoted-text.js';
import { sanitizeMessageHtmlHoldingImages } from './sanitize-message.js';
import { useThreadTranslation } from './use-thread-translation.js';

export interface MessageCardProps {
  message: TicketMessage;
  /** Shown as the subject when the message has none. */
  ticketTitle: string;
  /** Reference time for the relative time (the thread ticks it so "5 minutes ago" stays true). */
  now?: number;
  /** This draft is open in the reply editor: the editor owns it, so the card's actions step aside. */
  openInEditor?: boolean;
  /** Names the customer's messages as such (the agent workspace; the hub knows who the customer is). */
  labelCustomer?: boolean;
  /** Edit Draft (drafts only; absent: no button). */
  onEditDraft?: (message: TicketMessage) => void;
  /** Send Draft (drafts only). A returned promise keeps the button spinning until it settles. */
  onSendDraft?: (message: TicketMessage) => unknown;
  /** Discard Draft (drafts only). */
  onDiscardDraft?: (message: TicketMessage) => void;
  /** Reply (sent messages only). */
  onReply?: (message: TicketMessage) => void;
  /** The caller is working on this message (sending, discarding): its actions wait. */
  busy?: boolean;
  /** Extra attributes of the card root (test ids of the host screen). */
  rootProps?: Record<`data-${string}`, string | undefined>;
  /** Anything the host adds under the header (e.g. a note about the message). */
  extra?: ReactNode;
}

/**
 * One message of a ticket thread, the same in the hub and the agent
 * workspace: initials, sender, Draft/Sent tag, relative time, From/To/Cc/Subject, the sanitised body
 * with its quoted earlier conversation behind a toggle, attachments and print.
 */
export function MessageCard({
  message,
  ticketTitle,
  now,
  openInEditor = false,
  labelCustomer = false,
  onEditDraft,
  onSendDraft,
  onDiscardDraft,
  onReply,
  busy = false,
  rootProps,
  extra,
}: MessageCardProps) {
  const { t } = useThreadTranslation();
  const { token } = theme.useToken();
  const mirrored = useMirroredIconStyle();
  const quotedId = useId();
  const [quotedOpen, setQuotedOpen] = useState(false);
  const [sendingHere, setSendingHere] = useState(false);
  const [imagesShown, setImagesShown] = useState(false);
  const { body, quoted } = useMemo(() => splitQuotedText(message.message), [message.message]);
  // Images from other servers wait until the reader asks: loading them tells the sender the message was read.
  const hasExternalImages = useMemo(() => sanitizeMessageHtmlHoldingImages(message.message).held > 0, [message.message]);
  const externalImages = imagesShown ? 'show' : 'hold';
  const isDraft = message.status === 'draft';
  const fromAgent = message.sentBy === 'agent';
  const attachments = message.emailConfig.attachments;
  const sending = busy || sendingHere;

  const { print, portal } = usePrintMessage(() => (
    <PrintableMessage message={message} ticketTitle={ticketTitle} html={quoted && quotedOpen ? `${body}${quoted}` : body} attachments={attachments} externalImages={externalImages} />
  ));

  const sendDraft = async () => {
    if (!onSendDraft) return;
    setSendingHere(true);
    try {
      await onSendDraft(message);
    } finally {
      setSendingHere(false);
    }
  };

  const actions = isDraft ? (
    <>
      {onEditDraft && (
        <Button icon={<EditOutlined />} onClick={() => onEditDraft(message)} disabled={sending || openInEditor} data-testid="message-edit-draft">
          {t('card.editDraft')}
        </Button>
      )}
      {onSendDraft && (
        <Button
          type="primary"
          icon={<SendOutlined style={mirrored} />}
          loading={sending}
          disabled={openInEditor}
          onClick={() => void sendDraft()}
          data-testid="message-send-draft"
        >
          {t('card.sendDraft')}
        </Button>
      )}
      {onDiscardDraft && (
        <Button danger icon={<DeleteOutlined />} onClick={() => onDiscardDraft(message)} disabled={sending} data-testid="message-delete-draft">
          {t('card.discardDraft')}
        </Button>
      )}
    </>
  ) : (
    onReply && (
      <Button icon={<RollbackOutlined style={mirrored} />} onClick={() => onReply(message)} data-testid="message-reply">
        {t('card.reply')}
      </Button>
    )
  );

  return (
    <Card
      size="small"
      data-testid="message-card"
      {...rootProps}
      data-status={message.status}
      data-message-id={message.id}
      style={{ borderColor: openInEditor ? token.colorPrimary : isDraft ? token.colorErrorBorder : undefined }}
    >
      <Flex justify="space-between" align="flex-start" gap={token.marginSM} wrap>
        <Flex align="center" gap={token.marginSM} style={{ minWidth: 0 }}>
          <Avatar
            aria-hidden
            style={
              fromAgent
                ? { backgroundColor: token.colorPrimary, color: token.colorTextLightSolid, flex: 'none' }
                : { backgroundColor: token.colorFillSecondary, color: token.colorText, flex: 'none' }
            }
          >
            {initialsOf(message.user.name)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Flex align="center" gap={token.marginXS} wrap>
              <Typography.Text strong dir="auto" data-testid="message-sender">
                {message.user.name}
              </Typography.Text>
              {(fromAgent || labelCustomer) && (
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }} data-testid="message-role">
                  {fromAgent ? t('card.supportTeam') : t('card.customer')}
                </Typography.Text>
              )}
              <Tag color={isDraft ? 'red' : 'green'} data-testid="message-status" style={{ marginInlineEnd: 0 }}>
                {isDraft ? t('card.draft') : t('card.sent')}
              </Tag>
            </Flex>
            <Tooltip title={formatDate(message.time)}>
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                {/* Focusable so keyboard users reach the tooltip with the full date too. */}
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
                <time dateTime={message.time} tabIndex={0} data-testid="message-time">
                  {formatRelativeTime(message.time, now)}
                </time>
              </Typography.Text>
            </Tooltip>
          </div>
        </Flex>
        <Flex gap={token.marginXS} wrap>
          {actions}
          <Tooltip title={t('card.printLabel')}>
            <Button icon={<PrinterOutlined />} aria-label={t('card.printLabel')} onClick={print} data-testid="message-print" />
          </Tooltip>
        </Flex>
      </Flex>

      <div style={{ marginTop: token.marginSM }}>
        <EmailHeader message={message} ticketTitle={ticketTitle} />
      </div>
      {extra}
      <Divider style={{ margin: `${token.marginSM}px 0` }} />

      {hasExternalImages && !imagesShown && (
        <Alert
          type="info"
          showIcon
          data-testid="message-external-images"
          style={{ marginBottom: token.marginSM }}
          title={t('card.externalImagesHeld')}
          action={
            <Button size="small" onClick={() => setImagesShown(true)} data-testid="message-show-images">
              {t('card.showImages')}
            </Button>
          }
        />
      )}
      <MessageHtml html={body} testId="message-body" externalImages={externalImages} />
      {quoted && (
        <div style={{ marginTop: token.marginSM }}>
          <Button
            type="link"
            size="small"
            icon={<EllipsisOutlined />}
            aria-expanded={quotedOpen}
            aria-controls={quotedOpen ? quotedId : undefined}
            onClick={() => setQuotedOpen((open) => !open)}
            style={{ paddingInline: 0 }}
            data-testid="message-quoted-toggle"
          >
            {quotedOpen ? t('card.hideQuoted') : t('card.showQuoted')}
          </Button>
          {quotedOpen && (
            <div style={{ marginTop: token.marginXS, paddingInlineStart: token.paddingSM, borderInlineStart: `3px solid ${token.colorBorder}` }}>
              <MessageHtml html={quoted} id={quotedId} muted testId="message-quoted" externalImages={externalImages} />
            </div>
          )}
        </div>
      )}

      {attachments.length > 0 && (
        <>
          <Divider style={{ margin: `${token.marginSM}px 0` }} />
          <MessageAttachments attachments={attachments} />
        </>
      )}
      {portal}
    </Card>
  );
}
