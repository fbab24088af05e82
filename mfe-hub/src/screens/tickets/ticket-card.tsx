import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths, TICKET_PRIORITIES, type ClientTicket } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { useRoutePreloadProps } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { IsolatedLine } from '../../branding';
import { icons, PlainIcon, useHubDirection } from '../../look';

/** The ticket's status: a neutral tag with the organisation's colour as its border and dot, readable in both themes. */
function StatusTag({ status }: { status: ClientTicket['status'] }) {
  return (
    <span className="sb-hub-tag" style={{ borderColor: status.color }} data-testid="ticket-card-status">
      <span className="sb-hub-dot" style={{ background: status.color }} aria-hidden="true" />
      <bdi>{status.name}</bdi>
    </span>
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
  const direction = useHubDirection();
  // The arrow points the way the page reads: right in LTR, left in Arabic.
  const arrow = direction === 'rtl' ? icons.ArrowLeftOutlined : icons.ArrowRightOutlined;
  const due = formatDate(ticket.resolutionDueDate);
  const priority = usePriorityName(ticket.priority);
  // Aligned with the page (right in Arabic) whatever the title's own direction; an overflowing LTR
  // title still runs out, and is cut, at its own end.
  const pageStart = direction === 'rtl' ? 'right' : 'left';

  const path = paths.hubTicket(ticket.id);
  const preloadTicket = useRoutePreloadProps(path);

  return (
    <Link
      to={path}
      {...preloadTicket}
      className="sb-hub-card"
      data-testid="ticket-card"
      data-ticket-id={ticket.id}
      data-new-reply={ticket.newReply ? 'true' : undefined}
    >
      <div className="sb-hub-card-body">
        <div className="sb-hub-line" data-tight="">
          <StatusTag status={ticket.status} />
          <span className="sb-hub-secondary sb-hub-strong">{t('list.serial', { serial: ticket.serialNumber })}</span>
          {ticket.newReply ? (
            <span className="sb-hub-tag" data-tone="blue" data-testid="ticket-new-reply">
              <PlainIcon icon={icons.MessageOutlined} />
              {t('list.newReply')}
            </span>
          ) : null}
        </div>
        <span className="sb-hub-card-title">
          <IsolatedLine text={ticket.title} align={pageStart} testId="ticket-card-title" />
        </span>
        <div className="sb-hub-line">
          {ticket.categoryName ? (
            <span className="sb-hub-meta" data-testid="ticket-card-category">
              <PlainIcon icon={icons.FolderOutlined} />
              <span>{t('list.categoryLabel')}</span> <bdi>{ticket.categoryName}</bdi>
            </span>
          ) : null}
          {priority ? (
            <span className="sb-hub-meta" data-testid="ticket-card-priority">
              <PlainIcon icon={icons.FlagOutlined} />
              {t('list.priority', { priority })}
            </span>
          ) : null}
          <span className="sb-hub-meta" data-testid="ticket-card-activity">
            <PlainIcon icon={icons.HistoryOutlined} />
            {/* The exact time on hover and for assistive technology; the relative one to read at a glance. */}
            <time dateTime={ticket.lastActivityAt} title={formatDate(ticket.lastActivityAt)}>
              {t('list.lastActivity', { time: formatRelativeTime(ticket.lastActivityAt, now) })}
            </time>
          </span>
        </div>
        <div className="sb-hub-line">
          <span className="sb-hub-meta">
            <PlainIcon icon={icons.CalendarOutlined} />
            {t('list.created', { date: formatDate(ticket.addedDate) })}
          </span>
          <span className="sb-hub-meta">
            <PlainIcon icon={icons.ClockCircleOutlined} />
            {due ? t('list.resolutionDue', { date: due }) : t('list.noDueDate')}
          </span>
        </div>
      </div>
      <PlainIcon icon={arrow} style={{ fontSize: 16, color: 'var(--sb-colorTextTertiary)' }} />
    </Link>
  );
}
