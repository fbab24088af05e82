import { EditOutlined, EllipsisOutlined, PrinterOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Divider, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { useId, useMemo, useState } from 'react';
import type { ClientTicket, TicketMessage } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { useTranslation } from 'react-i18next';
import { hubMessagesApi } from '../../api';
import { useHubFeedback } from '../../feedback';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { useMirroredIconStyle } from './direction';
import { EmailHeader } from './email-header';
import { MessageAttachments } from './message-attachments';
import { initialsOf } from './message-format';
import { MessageHtml } from './message-html';
import { PrintableMessage, usePrintMessage } from './message-print';
import { splitQuotedText } from './quoted-text';
import { useSessionExpiry } from './use-session-expiry';

export interface MessageCardProps {
  ticket: Pick<ClientTicket, 'id' | 'title'>;
  message: TicketMessage;
  /** Reference time for the relative time (the thread ticks it so "5 minutes ago" stays true). */
  now?: number;
  /** This draft is open in the reply editor: the editor owns it, so the card's actions step aside. */
  openInEditor?: boolean;
  onEditDraft: (message: TicketMessage) => void;
  onReply: (message: TicketMessage) => void;
  /** After Send Draft succeeded: the thread reloads. */
  onSent: (message: TicketMessage) => void;
}

/** One message of the thread (spec §2 message card). */
export function MessageCard({ ticket, message, now, openInEditor = false, onEditDraft, onReply, onSent }: MessageCardProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const feedback = useHubFeedback();
  const mirrored = useMirroredIconStyle();
  const signOutIfExpired = useSessionExpiry();
  const quotedId = useId();
  const [quotedOpen, setQuotedOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const { body, quoted } = useMemo(() => splitQuotedText(message.message), [message.message]);
  const isDraft = message.status === 'draft';
  const fromAgent = message.sentBy === 'agent';
  const attachments = message.emailConfig.attachments;

  const { print, portal } = usePrintMessage(() => (
    <PrintableMessage message={message} ticketTitle={ticket.title} html={quoted && quotedOpen ? `${body}${quoted}` : body} attachments={attachments} />
  ));

  const sendDraft = async () => {
    setSending(true);
    try {
      await hubMessagesApi.send(ticket.id, message.id);
      feedback.success(t('ticket.sentSuccess'));
      onSent(message);
    } catch (error) {
      if (signOutIfExpired(error)) return;
      const server = feedback.describe(error, '').title;
      feedback.error({ title: t('ticket.errors.send'), description: server || undefined });
    } finally {
      setSending(false);
    }
  };

  const actions = isDraft ? (
    <>
      <Button icon={<EditOutlined />} onClick={() => onEditDraft(message)} disabled={sending || openInEditor} data-testid="message-edit-draft">
        {t('ticket.card.editDraft')}
      </Button>
      <Button
        type="primary"
        icon={<SendOutlined style={mirrored} />}
        loading={sending}
        disabled={openInEditor}
        onClick={() => void sendDraft()}
        data-testid="message-send-draft"
      >
        {t('ticket.card.sendDraft')}
      </Button>
    </>
  ) : (
    <Button icon={<RollbackOutlined style={mirrored} />} onClick={() => onReply(message)} data-testid="message-reply">
      {t('ticket.card.reply')}
    </Button>
  );

  return (
    <Card
      size="small"
      data-testid="message-card"
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
              {fromAgent && (
                <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                  {t('ticket.card.supportTeam')}
                </Typography.Text>
              )}
              <Tag color={isDraft ? 'red' : 'green'} data-testid="message-status" style={{ marginInlineEnd: 0 }}>
                {isDraft ? t('ticket.card.draft') : t('ticket.card.sent')}
              </Tag>
            </Flex>
            <Tooltip title={formatDate(message.time)}>
              {/* Focusable so keyboard users reach the full date too. */}
              <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                <time dateTime={message.time} tabIndex={0} data-testid="message-time">
                  {formatRelativeTime(message.time, now)}
                </time>
              </Typography.Text>
            </Tooltip>
          </div>
        </Flex>
        <Flex gap={token.marginXS} wrap>
          {actions}
          <Tooltip title={t('ticket.card.printLabel')}>
            <Button icon={<PrinterOutlined />} aria-label={t('ticket.card.printLabel')} onClick={print} data-testid="message-print" />
          </Tooltip>
        </Flex>
      </Flex>

      <div style={{ marginTop: token.marginSM }}>
        <EmailHeader message={message} ticketTitle={ticket.title} />
      </div>
      <Divider style={{ margin: `${token.marginSM}px 0` }} />

      <MessageHtml html={body} testId="message-body" />
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
            {quotedOpen ? t('ticket.card.hideQuoted') : t('ticket.card.showQuoted')}
          </Button>
          {quotedOpen && (
            <div style={{ marginTop: token.marginXS, paddingInlineStart: token.paddingSM, borderInlineStart: `3px solid ${token.colorBorder}` }}>
              <MessageHtml html={quoted} id={quotedId} muted testId="message-quoted" />
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
