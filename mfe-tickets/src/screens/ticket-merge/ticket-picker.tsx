import { useCallback, useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import { Spin } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import type { AgentTicket } from '@switchboard/shared/contracts';
import { ticketsApi } from '../../api';
import { StatusTag, useTypeahead } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';

const PAGE_SIZE = 20;

export interface TicketPickerProps {
  testId: string;
  placeholder: string;
  /** Only this customer's tickets are searched (the same-customer rule); undefined: everyone's. */
  customerId?: string;
  /** Why a found ticket cannot be picked; such options show disabled with the reason. */
  disabledReason: (ticket: AgentTicket) => string | null;
  onPick: (ticket: AgentTicket) => void;
  disabled?: boolean;
}

/**
 * A search box over `POST tickets/search` (number or words of the title), searching when opened and as
 * the agent types. Picking calls `onPick` and clears the box: the choice shows in the screen's lists.
 */
export function TicketPicker({ testId, placeholder, customerId, disabledReason, onPick, disabled }: TicketPickerProps) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const search = useCallback(
    (query: string) =>
      ticketsApi.search({
        pageNumber: 1,
        pageSize: PAGE_SIZE,
        // Without words: the most recently updated first.
        ...(query ? { query } : { sort: { field: 'updatedDate', order: 'desc' } }),
        ...(customerId ? { filters: { customerIds: [customerId] } } : {}),
      }),
    [customerId],
  );
  const { items: found, loading, failed } = useTypeahead(open, text, search);

  const options = found.map((ticket) => {
    const reason = disabledReason(ticket);
    return {
      value: ticket.id,
      disabled: Boolean(reason),
      title: `#${ticket.serialNumber} ${ticket.title}`,
      label: (
        <Flex vertical data-testid={`${testId}-option`} data-ticket-id={ticket.id}>
          <Flex gap={6} align="center" wrap="wrap">
            <Typography.Text strong>#{ticket.serialNumber}</Typography.Text>
            <Typography.Text ellipsis dir="auto" style={{ maxWidth: 360 }}>
              {ticket.title}
            </Typography.Text>
            <StatusTag status={ticket.status} />
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {reason ?? ticket.customer?.name ?? t('merge.noCustomer')}
          </Typography.Text>
        </Flex>
      ),
    };
  });

  return (
    <Select<string | null>
      data-testid={testId}
      aria-label={placeholder}
      placeholder={placeholder}
      style={{ width: '100%' }}
      value={null}
      disabled={disabled}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setText('');
      }}
      showSearch={{ filterOption: false, onSearch: setText, searchValue: text }}
      loading={loading}
      notFoundContent={loading ? <Spin size="small" /> : failed ? t('merge.searchFailed') : t('merge.noMatches')}
      options={options}
      onChange={(id) => {
        const ticket = found.find((candidate) => candidate.id === id);
        if (ticket) onPick(ticket);
        setText('');
      }}
    />
  );
}
