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
        <p style={{ margin: 0, textAlign: 'center', color: 'var(--sb-colorTextSecondary)' }}>
          <code style={{ overflowWrap: 'anywhere' }}>{detail}</code>
        </p>
      ) : null}
    </RetryResult>
  );
}
