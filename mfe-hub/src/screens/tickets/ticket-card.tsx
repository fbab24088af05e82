import { useContext } from 'react';
import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  FlagOutlined,
  FolderOutlined,
  HistoryOutlined,
  MessageOutlined,
} from '@ant-design/icons';
import { ConfigProvider, Flex, Typography, theme } from 'antd';
import { Badge, Card, Tag } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, TICKET_PRIORITIES, type ClientTicket } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { IsolatedLine } from '../../branding';

/** The ticket's status: a neutral tag with the organisation's colour as border and dot, readable in both themes. */
function StatusTag({ status }: { status: ClientTicket['status'] }) {
  return (
    <Tag variant="outlined" style={{ borderColor: status.color, marginInlineEnd: 0 }}>
      <Badge color={status.color} text={status.name} />
    </Tag>
  );
}

/** The built-in priorities in the customer's language; a priority the organisation named itself as it is. */
function usePriorityName(priority: string | null): string | null {
  const { t } = useTranslation(HUB_NAMESPACE);
  if (!priority) return null;
  return (TICKET_PRIORITIES as readonly string[]).includes(priority) ? t(`ticket.priorities.${priority as (typeof TICKET_PRIORITIES)[number]}`) : priority;
}

export interface TicketCardProps {
  ticket: ClientTicket;
  /** Reference time of "5 minutes ago" (the list ticks it so relative times stay true). */
  now?: number;
}

/**
 * One ticket of the list: status, serial number, the "new reply from support" marker, title, category,
 * priority, last activity, created and resolution dates. The whole card is a real link (Enter, middle
 * click and "open in new tab" work) to the details.
 *
 * What the customer or the organisation typed (title, category name) is isolated (`dir="auto"`,
 * `<bdi>`): an English title in an Arabic page keeps its punctuation at its end, and its ellipsis cuts
 * the end of the text, not its start.
 */
export function TicketCard({ ticket, now }: TicketCardProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  // The arrow points the way the page reads: right in LTR, left in Arabic.
  const Arrow = direction === 'rtl' ? ArrowLeftOutlined : ArrowRightOutlined;
  const due = formatDate(ticket.resolutionDueDate);
  const priority = usePriorityName(ticket.priority);
  // Aligned with the page (right in Arabic) whatever the title's own direction; an overflowing LTR
  // title still runs out, and is cut, at its own end.
  const pageStart = direction === 'rtl' ? 'right' : 'left';
  const meta = { display: 'inline-flex', alignItems: 'center', gap: token.marginXXS, minWidth: 0 } as const;

  return (
    <Link
      to={paths.hubTicket(ticket.id)}
      data-testid="ticket-card"
      data-ticket-id={ticket.id}
      data-new-reply={ticket.newReply ? 'true' : undefined}
      style={{ display: 'block', height: '100%', color: 'inherit', textDecoration: 'none', borderRadius: token.borderRadiusLG }}
    >
      <Card
        hoverable
        size="small"
        style={{ height: '100%', ...(ticket.newReply ? { borderColor: token.colorPrimary } : {}) }}
        styles={{ body: { height: '100%' } }}
      >
        <Flex gap={token.marginSM} align="center" style={{ height: '100%' }}>
          <Flex vertical gap={token.marginXS} style={{ flex: 1, minWidth: 0 }}>
            <Flex align="center" gap={token.marginXS} wrap="wrap">
              <StatusTag status={ticket.status} />
              <Typography.Text type="secondary" strong>
                {t('list.serial', { serial: ticket.serialNumber })}
              </Typography.Text>
              {ticket.newReply ? (
                <Tag color="blue" icon={<MessageOutlined />} data-testid="ticket-new-reply" style={{ marginInlineEnd: 0 }}>
                  {t('list.newReply')}
                </Tag>
              ) : null}
            </Flex>
            <Typography.Text strong style={{ fontSize: token.fontSizeLG, minWidth: 0 }}>
              <IsolatedLine text={ticket.title} align={pageStart} testId="ticket-card-title" />
            </Typography.Text>
            <Flex gap={token.marginXS} wrap="wrap" style={{ columnGap: token.margin }}>
              {ticket.categoryName ? (
                <Typography.Text type="secondary" data-testid="ticket-card-category" style={meta}>
                  <FolderOutlined aria-hidden />
                  <span>{t('list.categoryLabel')}</span>{' '}
                  <bdi>{ticket.categoryName}</bdi>
                </Typography.Text>
              ) : null}
              {priority ? (
                <Typography.Text type="secondary" data-testid="ticket-card-priority" style={meta}>
                  <FlagOutlined aria-hidden />
                  {t('list.priority', { priority })}
                </Typography.Text>
              ) : null}
              <Typography.Text type="secondary" data-testid="ticket-card-activity" style={meta}>
                <HistoryOutlined aria-hidden />
                {/* The exact time on hover and for assistive technology; the relative one to read at a glance. */}
                <time dateTime={ticket.lastActivityAt} title={formatDate(ticket.lastActivityAt)}>
                  {t('list.lastActivity', { time: formatRelativeTime(ticket.lastActivityAt, now) })}
                </time>
              </Typography.Text>
            </Flex>
            <Flex gap={token.marginXS} wrap="wrap" style={{ columnGap: token.margin }}>
              <Typography.Text type="secondary">
                <CalendarOutlined style={{ marginInlineEnd: token.marginXXS }} />
                {t('list.created', { date: formatDate(ticket.addedDate) })}
              </Typography.Text>
              <Typography.Text type="secondary">
                <ClockCircleOutlined style={{ marginInlineEnd: token.marginXXS }} />
                {due ? t('list.resolutionDue', { date: due }) : t('list.noDueDate')}
              </Typography.Text>
            </Flex>
          </Flex>
          <Arrow aria-hidden style={{ color: token.colorTextTertiary, fontSize: token.fontSizeLG }} />
        </Flex>
      </Card>
    </Link>
  );
}
