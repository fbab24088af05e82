import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TicketSla } from '@switchboard/shared/contracts';
import { formatDate } from '@switchboard/shared/format';
import { TICKETS_NAMESPACE } from '../i18n/resources';
import { KitTag } from '@switchboard/shared/crud';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Under this much business time left the badge turns to a warning. */
const SOON_MS = HOUR;

/** Business time as "3 d 4 h", "2 h 15 min" or "40 min" (whole minutes, rounded up while time is left). */
export function slaDurationText(ms: number, t: TFunction<typeof TICKETS_NAMESPACE>): string {
  const minutes = Math.max(1, Math.ceil(Math.abs(ms) / MINUTE));
  // Business days of 24 business hours would mislead; days show only past a day of business time.
  if (minutes >= DAY / MINUTE) return t('sla.duration.days', { d: Math.floor(minutes / (DAY / MINUTE)), h: Math.floor((minutes % (DAY / MINUTE)) / 60) });
  if (minutes >= 60) return t('sla.duration.hours', { h: Math.floor(minutes / 60), m: minutes % 60 });
  return t('sla.duration.minutes', { m: minutes });
}

/** The current time, moving every 30 seconds while a countdown shows. */
function useTicking(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * A ticket's service level: business time left to the target due first (warning under an hour, red
 * once breached), or "Paused" while a waiting status stops the clock. It counts down while the
 * clock runs (the server says so: not paused, the schedule open); its tooltip (the browser's: a table
 * cell would clip one drawn inside it) names the target, the due date and the policy, as does its
 * accessible name. Nothing for a ticket without a pending target.
 */
export function SlaBadge({ sla }: { sla: TicketSla | null | undefined }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  // When the server's figure was taken: the countdown subtracts what passed since.
  const [loadedAt, setLoadedAt] = useState(() => Date.now());
  useEffect(() => setLoadedAt(Date.now()), [sla?.remainingMs, sla?.dueAt]);
  const now = useTicking(Boolean(sla?.running));
  if (!sla || sla.resolved) return null;
  if (sla.paused) {
    return (
      <KitTag data-testid="sla-badge" data-sla="paused" title={t('sla.pausedTooltip', { policy: sla.policy.name })} style={{ marginInlineEnd: 0 }}>
        {t('sla.paused')}
      </KitTag>
    );
  }
  if (!sla.target || sla.remainingMs === null || !sla.dueAt) return null;
  const remaining = sla.remainingMs - (sla.running ? Math.max(0, now - loadedAt) : 0);
  const breached = sla.breached || remaining <= 0;
  const state = breached ? 'breached' : remaining < SOON_MS ? 'soon' : 'running';
  const text = breached ? t('sla.overdue', { time: slaDurationText(remaining, t) }) : t('sla.left', { time: slaDurationText(remaining, t) });
  const tooltip = t('sla.tooltip', { target: t(`sla.targets.${sla.target}`), date: formatDate(sla.dueAt), policy: sla.policy.name });
  return (
    <KitTag
      color={breached ? 'error' : state === 'soon' ? 'warning' : 'processing'}
      data-testid="sla-badge"
      data-sla={state}
      title={tooltip}
      aria-label={`${text} · ${tooltip}`}
      style={{ marginInlineEnd: 0 }}
    >
      {text}
    </KitTag>
  );
}
