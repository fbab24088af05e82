import { Descriptions } from '@switchboard/shared/antd-heavy';
import type { TicketMessage } from '@switchboard/shared/contracts';
import { ccLine, recipientsLine, senderLine, subjectLine } from './message-format.js';
import { useThreadTranslation } from './use-thread-translation.js';

interface EmailHeaderProps {
  message: TicketMessage;
  ticketTitle: string;
}

// Values are the customer's or an agent's text: `dir="auto"` keeps Latin addresses readable in Arabic.

/** From, To (the support address when empty), Cc (when present) and Subject (else the ticket title). */
export function EmailHeader({ message, ticketTitle }: EmailHeaderProps) {
  const { t } = useThreadTranslation();
  const cc = ccLine(message);
  const items = [
    { key: 'from', label: t('card.from'), children: <span dir="auto" data-testid="message-from">{senderLine(message)}</span> },
    { key: 'to', label: t('card.to'), children: <span dir="auto" data-testid="message-to">{recipientsLine(message)}</span> },
    ...(cc ? [{ key: 'cc', label: t('card.cc'), children: <span dir="auto" data-testid="message-cc">{cc}</span> }] : []),
    { key: 'subject', label: t('card.subject'), children: <span dir="auto" data-testid="message-subject">{subjectLine(message, ticketTitle)}</span> },
  ];
  return <Descriptions size="small" column={1} colon items={items} styles={{ content: { overflowWrap: 'anywhere' } }} />;
}
