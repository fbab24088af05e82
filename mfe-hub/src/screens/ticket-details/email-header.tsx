import { Descriptions } from 'antd';
import type { TicketMessage } from '@switchboard/shared/contracts';
import { useTranslation } from 'react-i18next';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { ccLine, recipientsLine, senderLine, subjectLine } from './message-format';

interface EmailHeaderProps {
  message: TicketMessage;
  ticketTitle: string;
}

// Values are the customer's or an agent's text: `dir="auto"` keeps Latin addresses readable in Arabic.

/** From, To (the support address when empty), Cc (when present) and Subject (else the ticket title). */
export function EmailHeader({ message, ticketTitle }: EmailHeaderProps) {
  const { t } = useTranslation(HUB_NAMESPACE);
  const cc = ccLine(message);
  const items = [
    { key: 'from', label: t('ticket.card.from'), children: <span dir="auto" data-testid="message-from">{senderLine(message)}</span> },
    { key: 'to', label: t('ticket.card.to'), children: <span dir="auto" data-testid="message-to">{recipientsLine(message)}</span> },
    ...(cc ? [{ key: 'cc', label: t('ticket.card.cc'), children: <span dir="auto" data-testid="message-cc">{cc}</span> }] : []),
    { key: 'subject', label: t('ticket.card.subject'), children: <span dir="auto" data-testid="message-subject">{subjectLine(message, ticketTitle)}</span> },
  ];
  return <Descriptions size="small" column={1} colon items={items} styles={{ content: { overflowWrap: 'anywhere' } }} />;
}
