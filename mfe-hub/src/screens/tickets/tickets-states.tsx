import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { useRoutePreloadProps } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from '../../i18n/resources';
import { icons, PlainButton, PlainIcon } from '../../look';
import type { TicketsLayout } from './layout-preference';

/** Five placeholders in the list, 3 in the grid. */
const SKELETON_COUNT: Record<TicketsLayout, number> = { list: 5, grid: 3 };

/** First-load placeholders shaped like the cards of the chosen layout. */
export function TicketsSkeleton({ layout }: { layout: TicketsLayout }) {
  return (
    <div className="sb-hub-cards" data-layout={layout} aria-busy="true">
      {Array.from({ length: SKELETON_COUNT[layout] }, (_, index) => (
        <div key={index} className="sb-hub-skeleton" data-testid="tickets-skeleton">
          <div className="sb-hub-bone" style={{ width: '40%' }} />
          <div className="sb-hub-bone" style={{ width: '80%' }} />
          <div className="sb-hub-bone" style={{ width: '60%' }} />
        </div>
      ))}
    </div>
  );
}

/** An empty state: a quiet picture, what is (not) there, the next step. */
function EmptyState({ testId, children, action }: { testId: string; children: ReactNode; action: ReactNode }) {
  return (
    <div className="sb-hub-empty" data-testid={testId}>
      <PlainIcon icon={icons.InboxOutlined} style={{ fontSize: 48, color: 'var(--sb-colorTextQuaternary)' }} />
      <div>{children}</div>
      {action}
    </div>
  );
}

/** No ticket at all: the next step is raising one. */
export function NoTicketsEmpty() {
  const { t } = useTranslation(HUB_NAMESPACE);
  const navigate = useNavigate();
  const preloadCreate = useRoutePreloadProps(paths.hubCreateTicket());
  return (
    <EmptyState
      testId="tickets-empty"
      action={
        <PlainButton variant="primary" icon={icons.PlusOutlined} {...preloadCreate} onClick={() => navigate(paths.hubCreateTicket())}>
          {t('layout.raiseIssue')}
        </PlainButton>
      }
    >
      <div className="sb-hub-strong">{t('list.noTickets')}</div>
      <div className="sb-hub-secondary">{t('list.noTicketsHint')}</div>
    </EmptyState>
  );
}

/** Tickets exist but the filters hide them all. */
export function NoMatchesEmpty({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <EmptyState testId="tickets-empty" action={<PlainButton onClick={onClear}>{t('list.clearFilters')}</PlainButton>}>
      <span className="sb-hub-secondary">{t('list.noMatches')}</span>
    </EmptyState>
  );
}

/** The first load failed: nothing to keep on screen, so say so and offer another try. */
export function TicketsLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <div role="alert">
      <EmptyState
        testId="tickets-error"
        action={
          <PlainButton icon={icons.ReloadOutlined} loading={retrying} onClick={onRetry}>
            {t('list.retry')}
          </PlainButton>
        }
      >
        <span className="sb-hub-secondary">{t('list.fetchFailed')}</span>
      </EmptyState>
    </div>
  );
}

/** A refresh or the next page failed: the cards shown stay, and this says why nothing changed. */
export function TicketsLoadNotice({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <div className="sb-hub-alert" role="alert" data-testid="tickets-load-failed">
      <div>
        <div className="sb-hub-strong">{t('list.errorTitle')}</div>
        <div>{t('list.fetchFailed')}</div>
      </div>
      <PlainButton variant="text" icon={icons.CloseOutlined} aria-label={t('list.dismiss')} onClick={onDismiss} />
    </div>
  );
}
