import { ArrowLeftOutlined, ArrowRightOutlined, CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography, theme } from 'antd';
import { Tag } from '@switchboard/shared/antd-signed-in';
import { useNavigate } from 'react-router-dom';
import { paths, type ClientTicket } from '@switchboard/shared/contracts';
import { colorTagStyle } from '@switchboard/shared/ui';
import { formatDate } from '@switchboard/shared/format';
import { useTranslation } from 'react-i18next';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { useIsRtl } from '@switchboard/shared/thread';

/** Back button, "Ticket #12", status, created and resolution-by tags. */
export function TicketHeader({ ticket }: { ticket: ClientTicket }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const rtl = useIsRtl();
  return (
    <Flex align="center" gap={token.marginSM} wrap>
      <Tooltip title={t('ticket.back')}>
        <Button
          icon={rtl ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
          aria-label={t('ticket.back')}
          onClick={() => navigate(paths.hubTickets())}
          data-testid="ticket-back"
        />
      </Tooltip>
      <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }} data-testid="page-title">
        <span data-testid="ticket-number">{t('ticket.number', { number: ticket.serialNumber })}</span>
      </Typography.Title>
      <Flex gap={token.marginXS} wrap style={{ marginInlineStart: 'auto' }}>
        <Tag data-testid="ticket-status" style={{ marginInlineEnd: 0, ...colorTagStyle(ticket.status.color) }}>
          {ticket.status.name}
        </Tag>
        <Tag icon={<CalendarOutlined />} data-testid="ticket-created" style={{ marginInlineEnd: 0 }}>
          {t('ticket.created', { date: formatDate(ticket.addedDate) })}
        </Tag>
        <Tag icon={<ClockCircleOutlined />} data-testid="ticket-resolve-by" style={{ marginInlineEnd: 0 }}>
          {ticket.resolutionDueDate ? t('ticket.resolveBy', { date: formatDate(ticket.resolutionDueDate) }) : t('ticket.noDueDate')}
        </Tag>
      </Flex>
    </Flex>
  );
}
