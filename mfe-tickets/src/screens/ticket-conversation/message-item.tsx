import { DeleteOutlined, EditOutlined, PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MessageRecipient, TicketMessage } from '@switchboard/shared/contracts';
import { formatDate, formatFileSize, formatRelativeTime } from '@switchboard/shared/format';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { sanitizeMessageHtml } from './sanitize-message';
import { initials } from './timeline';

const recipientText = (entry: MessageRecipient) => (typeof entry === 'string' ? entry : entry.name ? `${entry.name} <${entry.email}>` : entry.email);

export interface MessageActions {
  /** Own draft and tickets:messages:edit: load it into the composer. */
  onEdit?: (message: TicketMessage) => void;
  /** Own draft and tickets:messages:add. */
  onSend?: (message: TicketMessage) => void;
  /** An agent draft and tickets:messages:delete. */
  onDiscard?: (message: TicketMessage) => void;
  busy?: boolean;
}

/** One message to or from the customer: header, e-mail details, sanitised body, attachments, draft actions. */
export function MessageItem({ message, actions }: { message: TicketMessage; actions: MessageActions }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { token } = theme.useToken();
  const { emailConfig: mail } = message;
  const author = message.user?.name || mail.fromName || mail.from || '';
  const isDraft = message.status === 'draft';
  const fromCustomer = message.sentBy === 'customer';
  const header: [string, string][] = [
    [t('conversation.from'), mail.fromName && mail.from ? `${mail.fromName} <${mail.from}>` : mail.from || mail.fromName || ''],
    [t('conversation.to'), mail.to.map(recipientText).join(', ')],
    [t('conversation.cc'), mail.cc.map(recipientText).join(', ')],
    [t('conversation.subject'), mail.subject ?? ''],
  ];

  return (
    <Card
      size="small"
      data-testid="conversation-item"
      data-kind="message"
      data-status={message.status}
      data-message-id={message.id}
      // A customer's words sit on the container colour, ours on a faint primary tint; drafts are dashed.
      style={{ background: fromCustomer ? undefined : token.colorFillAlter, borderStyle: isDraft ? 'dashed' : undefined }}
    >
      <Flex gap={8} align="center" wrap="wrap" style={{ marginBottom: 8 }}>
        <Avatar size="small" style={fromCustomer ? undefined : { background: token.colorPrimary }}>
          {initials(author)}
        </Avatar>
        <Typography.Text strong>{author}</Typography.Text>
        <Tag>{fromCustomer ? t('conversation.customer') : t('conversation.agent')}</Tag>
        <Tag color={isDraft ? 'red' : 'green'}>{isDraft ? t('conversation.draft') : t('conversation.sent')}</Tag>
        <Tooltip title={formatDate(message.time)}>
          <Typography.Text type="secondary">{formatRelativeTime(message.time)}</Typography.Text>
        </Tooltip>
        <Flex gap={4} wrap="wrap" style={{ marginInlineStart: 'auto' }}>
          {actions.onEdit ? (
            <Button size="small" icon={<EditOutlined />} data-testid="message-edit-draft" disabled={actions.busy} onClick={() => actions.onEdit!(message)}>
              {t('conversation.editDraft')}
            </Button>
          ) : null}
          {actions.onSend ? (
            // The send icon points the way text runs: mirrored in right-to-left layouts.
            <Button size="small" type="primary" icon={<SendOutlined className="sb-directional" />} data-testid="message-send-draft" loading={actions.busy} onClick={() => actions.onSend!(message)}>
              {t('conversation.sendDraft')}
            </Button>
          ) : null}
          {actions.onDiscard ? (
            <Button size="small" danger icon={<DeleteOutlined />} data-testid="message-delete-draft" disabled={actions.busy} onClick={() => actions.onDiscard!(message)}>
              {t('conversation.discardDraft')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 8, rowGap: 2, margin: '0 0 8px', fontSize: token.fontSizeSM }}>
        {header
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt style={{ color: token.colorTextSecondary }}>{label}</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
            </div>
          ))}
      </dl>
      <div className="sb-message-body" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: sanitizeMessageHtml(message.message) }} />
      {mail.attachments.length ? (
        <Flex vertical gap={2} style={{ marginTop: 8 }} aria-label={t('conversation.attachments')}>
          {mail.attachments.map((file) => (
            <Typography.Text key={file.fileUrl} data-testid="message-attachment">
              <PaperClipOutlined />{' '}
              <Typography.Link href={file.fileUrl} target="_blank" rel="noopener noreferrer">
                {file.fileName}
              </Typography.Link>{' '}
              <Typography.Text type="secondary">({formatFileSize(file.fileSize)})</Typography.Text>
            </Typography.Text>
          ))}
        </Flex>
      ) : null}
    </Card>
  );
}
