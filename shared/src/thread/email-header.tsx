import { Descriptions } from '@switchboard/shared/antd-details';
import type { TicketMessage } from '@switchboard/shared/contracts';
import { Fragment, type ReactNode } from 'react';
import { recipientParts, recipientsParts, senderParts, subjectLine, type PartyParts } from './message-format.js';
import { useThreadTranslation } from './use-thread-translation.js';

interface EmailHeaderProps {
  message: TicketMessage;
  ticketTitle: string;
}

// Values are the customer's or an agent's text: `dir="auto"` keeps Latin addresses readable in Arabic.
// A name and an address are isolated from each other (`<bdi>`), and the address keeps its angle brackets
// in a left-to-right run, so "Name <email>" neither flips its brackets nor pulls in the name's punctuation.

/** "Name <address>", "Name" or "address", each part in its own direction. */
function Party({ party }: { party: PartyParts }) {
  return (
    <>
      {party.name ? <bdi data-testid="party-name">{party.name}</bdi> : null}
      {party.name && party.address ? ' ' : null}
      {party.address ? (
        <bdi dir="ltr" data-testid="party-address">
          {party.name ? `<${party.address}>` : party.address}
        </bdi>
      ) : null}
    </>
  );
}

/** Parties separated by commas. */
function Parties({ parties }: { parties: PartyParts[] }) {
  return (
    <>
      {parties.map((party, index) => (
        <Fragment key={index}>
          {index > 0 ? ', ' : null}
          <Party party={party} />
        </Fragment>
      ))}
    </>
  );
}

/** From, To (the support address when empty), Cc (when present) and Subject (else the ticket title). */
export function EmailHeader({ message, ticketTitle }: EmailHeaderProps) {
  const { t } = useThreadTranslation();
  const cc = message.emailConfig.cc.map(recipientParts);
  /** One header line; its value isolated in its own direction. */
  const line = (key: 'from' | 'to' | 'cc' | 'subject', value: ReactNode) => ({
    key,
    label: t(`card.${key}`),
    children: (
      <span dir="auto" data-testid={`message-${key}`}>
        {value}
      </span>
    ),
  });
  const items = [
    line('from', <Party party={senderParts(message)} />),
    line('to', <Parties parties={recipientsParts(message)} />),
    ...(cc.length ? [line('cc', <Parties parties={cc} />)] : []),
    line('subject', subjectLine(message, ticketTitle)),
  ];
  return <Descriptions size="small" column={1} colon items={items} styles={{ content: { overflowWrap: 'anywhere' } }} />;
}
