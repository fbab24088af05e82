import { Typography, theme } from 'antd';
import { Card } from '@switchboard/shared/antd-signed-in';
import { Descriptions } from '@switchboard/shared/antd-details';
import type { ClientTicket } from '@switchboard/shared/contracts';
import { formatFieldValue } from '@switchboard/shared/format';
import { useTranslation } from 'react-i18next';
import { HUB_NAMESPACE } from '../../i18n/resources';

const KNOWN_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;

// Text the customer typed is wrapped in `dir="auto"` spans so it reads right inside an RTL page.

/** Title (upper case), description with its line breaks, then category, priority and the category fields. */
export function TicketSummary({ ticket }: { ticket: ClientTicket }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const { token } = theme.useToken();
  const priority = ticket.priority
    ? (KNOWN_PRIORITIES as readonly string[]).includes(ticket.priority)
      ? t(`ticket.priorities.${ticket.priority}`)
      : ticket.priority
    : null;
  const texts = { yes: t('ticket.yes'), no: t('ticket.no') };
  const facts = [
    ...(ticket.categoryName ? [{ key: 'category', label: t('ticket.category'), children: <span dir="auto">{ticket.categoryName}</span> }] : []),
    ...(priority ? [{ key: 'priority', label: t('ticket.priority'), children: priority }] : []),
    ...ticket.fields.map((field) => ({ key: `field-${field.id}`, label: <span dir="auto">{field.name}</span>, children: <span dir="auto">{formatFieldValue(field, texts)}</span> })),
  ];
  return (
    <Card size="small">
      <Typography.Title level={4} style={{ marginTop: 0, textTransform: 'uppercase', overflowWrap: 'anywhere' }} data-testid="ticket-title">
        <span dir="auto">{ticket.title}</span>
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: facts.length ? token.marginMD : 0 }} data-testid="ticket-description">
        <span dir="auto">{ticket.description}</span>
      </Typography.Paragraph>
      {facts.length > 0 && (
        <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }} items={facts} data-testid="ticket-facts" styles={{ content: { overflowWrap: 'anywhere' } }} />
      )}
    </Card>
  );
}
