import { Button, Flex, Typography } from 'antd';
import { Badge } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@switchboard/shared/format';
import type { LiveState } from '../../live/dashboard-live';
import { DASHBOARD_NAMESPACE } from '../../i18n/resources';

const BADGE_STATUS = { connecting: 'processing', live: 'success', reconnecting: 'warning', offline: 'error' } as const;

export interface LiveBadgeProps {
  state: LiveState;
  onRetry: () => void;
  /** When the figures on screen were read (ISO). */
  generatedAt?: string;
}

/** Whether the figures follow changes: "Live", "Reconnecting…", or offline with a retry. Announced politely. */
export function LiveBadge({ state, onRetry, generatedAt }: LiveBadgeProps) {
  const { t } = useTranslation(DASHBOARD_NAMESPACE);
  // The app's own clock format, as every other time on screen; a first Intl date format would load its
  // locale data on the main thread before the figures show.
  const time = generatedAt ? formatDate(generatedAt, 'HH:mm') : null;
  return (
    <Flex gap={8} align="center" wrap="wrap">
      <span role="status" aria-live="polite" data-testid="live-state" data-state={state}>
        <Badge status={BADGE_STATUS[state]} text={t(`live.${state}`)} />
      </span>
      {state === 'offline' ? (
        <Button size="small" onClick={onRetry} data-testid="live-retry">
          {t('live.retry')}
        </Button>
      ) : null}
      {time ? <Typography.Text type="secondary">{t('status.updated', { time })}</Typography.Text> : null}
    </Flex>
  );
}
