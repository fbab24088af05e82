import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Tooltip, Typography } from 'antd';
import { Skeleton } from '@switchboard/shared/antd-signed-in';
import { Timeline } from '@switchboard/shared/antd-details';
import { useTranslation } from 'react-i18next';
import type { TicketHistoryEntry } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { ticketsApi } from '../../api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { PersonName } from '../../components/person-name';
import { ACTOR_SLOT, describeHistoryEntry } from './history-text';

/** One entry as a sentence whose actor is a name component (a removed agent's shows as a former user, muted). */
function HistorySentence({ entry }: { entry: TicketHistoryEntry }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const actor = entry.actor;
  if (!actor?.name) return <>{describeHistoryEntry(entry, t)}</>;
  const parts = describeHistoryEntry(entry, t, ACTOR_SLOT).split(ACTOR_SLOT);
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? <PersonName person={actor} /> : null}
          {part}
        </span>
      ))}
    </>
  );
}

/** `GET tickets/{id}/history` as a timeline, oldest first; `version` reloads it after a change. */
export function TicketHistory({ ticketId, version }: { ticketId: string; version: number }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const [state, setState] = useState<{ entries: TicketHistoryEntry[] | null; failed: boolean }>({ entries: null, failed: false });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState((current) => ({ entries: current.entries, failed: false }));
    ticketsApi.history(ticketId).then(
      (response) => live && setState({ entries: response.entities ?? [], failed: false }),
      () => live && setState({ entries: [], failed: true }),
    );
    return () => {
      live = false;
    };
  }, [ticketId, version, attempt]);

  let content;
  if (state.entries === null) content = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (state.failed)
    content = (
      <Alert
        type="error"
        showIcon
        title={t('details.history.failed')}
        action={
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            {t('ticket.retry')}
          </Button>
        }
      />
    );
  else if (state.entries.length === 0) content = <Empty description={t('details.history.empty')} />;
  else
    content = (
      <Timeline
        items={state.entries.map((entry) => ({
          key: entry.id,
          content: (
            <span data-testid="history-entry">
              <HistorySentence entry={entry} />
              <Typography.Text type="secondary">
                {' · '}
                <Tooltip title={formatDate(entry.addedDate)}>{formatRelativeTime(entry.addedDate)}</Tooltip>
              </Typography.Text>
            </span>
          ),
        }))}
      />
    );
  return <div data-testid="ticket-history">{content}</div>;
}
