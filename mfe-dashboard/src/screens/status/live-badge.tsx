import { Button, Flex, Typography } from 'antd';
import { Badge } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation(DASHBOARD_NAMESPACE);
  const time = generatedAt ? new Intl.DateTimeFormat(i18n.language || 'en-us', { timeStyle: 'short' }).format(new Date(generatedAt)) : null;
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
