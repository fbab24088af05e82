import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RetryResult } from './retry-result.js';

export interface RemoteErrorPanelProps {
  onRetry: () => void;
  /** The load error, shown in small print for support. */
  error?: unknown;
}

/** Shown inside the layout when a remote cannot load; the rest of the app keeps working. */
export function RemoteErrorPanel({ onRetry, error }: RemoteErrorPanelProps) {
  const { t } = useTranslation('common');
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return (
    <RetryResult status="warning" title={t('remoteError.title')} hint={t('remoteError.description')} retryLabel={t('remoteError.retry')} onRetry={onRetry}>
      {detail ? (
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }}>
          <Typography.Text code>{detail}</Typography.Text>
        </Typography.Paragraph>
      ) : null}
    </RetryResult>
  );
}
