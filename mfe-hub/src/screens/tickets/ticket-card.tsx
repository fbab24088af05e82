import { useContext } from 'react';
import { ArrowLeftOutlined, ArrowRightOutlined, CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Badge, Card, ConfigProvider, Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, type ClientTicket } from '@switchboard/shared/contracts';
import { formatDate } from '@switchboard/shared/format';
import { HUB_NAMESPACE } from '../../i18n/resources';

/** The ticket's status: a neutral tag with the organisation's colour as border and dot, readable in both themes. */
function StatusTag({ status }: { status: ClientTicket['status'] }) {
  return (
    <Tag variant="outlined" style={{ borderColor: status.color, marginInlineEnd: 0 }}>
      <Badge color={status.color} text={status.name} />
    </Tag>
  );
}

/**
 * One ticket of the list: status, serial number, title, created and resolution dates.
 * The whole card is a real link (Enter, middle click and "open in new tab" work) to the details.
 */
export function TicketCard({ ticket }: { ticket: ClientTicket }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  // The arrow points the way the page reads: right in LTR, left in Arabic.
  const Arrow = direction === 'rtl' ? ArrowLeftOutlined : ArrowRightOutlined;
  const due = formatDate(ticket.resolutionDueDate);

  return (
    <Link
      to={paths.hubTicket(ticket.id)}
      data-testid="ticket-card"
      data-ticket-id={ticket.id}
      style={{ display: 'block', height: '100%', color: 'inherit', textDecoration: 'none', borderRadius: token.borderRadiusLG }}
    >
      <Card hoverable size="small" style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
        <Flex gap={token.marginSM} align="center" style={{ height: '100%' }}>
          <Flex vertical gap={token.marginXS} style={{ flex: 1, minWidth: 0 }}>
            <Flex align="center" gap={token.marginXS} wrap="wrap">
              <StatusTag status={ticket.status} />
              <Typography.Text type="secondary" strong>
                {t('list.serial', { serial: ticket.serialNumber })}
              </Typography.Text>
            </Flex>
            <Typography.Text strong ellipsis={{ tooltip: ticket.title }} style={{ fontSize: token.fontSizeLG }}>
              {ticket.title}
            </Typography.Text>
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
