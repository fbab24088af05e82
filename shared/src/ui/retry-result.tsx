import type { ReactNode } from 'react';
import { Button, Result } from 'antd';

export interface RetryResultProps {
  status: 'error' | 'warning';
  title: ReactNode;
  hint?: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  retryTestId?: string;
  /** Small print under the panel (e.g. the error, for support). */
  children?: ReactNode;
}

/** Something failed to load: what, what to check, and the one action that helps, trying again. */
export function RetryResult({ status, title, hint, retryLabel, onRetry, retryTestId, children }: RetryResultProps) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={hint}
      extra={
        <Button type="primary" onClick={onRetry} data-testid={retryTestId}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Result>
  );
}
