import type { ReactNode } from 'react';
import { KitButton, KitResult } from './plain-controls.js';

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

/**
 * Something failed to load: what, what to check, and the one action that helps, trying again. Drawn
 * plain: it stands where antd's providers may not (the frame, a remote that failed to load).
 */
export function RetryResult({ status, title, hint, retryLabel, onRetry, retryTestId, children }: RetryResultProps) {
  return (
    <KitResult
      status={status}
      title={title}
      hint={hint}
      extra={
        <KitButton variant="primary" onClick={onRetry} data-testid={retryTestId}>
          {retryLabel}
        </KitButton>
      }
    >
      {children}
    </KitResult>
  );
}
