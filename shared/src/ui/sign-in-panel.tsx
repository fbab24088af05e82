import type { CSSProperties, ReactNode } from 'react';
import { SignedOutStyles, useSignedOutTheme } from './signed-out-look.js';

export interface SignInPanelProps {
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * The box around a signed-out form, drawn like antd's card with the theme's colours (container
 * background, secondary border, large radius and padding; dark mode and right-to-left follow) without
 * the antd kit, so it can stand on a page that has not loaded it (signed-out-look.tsx).
 */
export function SignInPanel({ children, style }: SignInPanelProps) {
  const mode = useSignedOutTheme();
  return (
    <div className="sb-signed-out sb-so-panel" data-theme={mode} data-testid="sign-in-panel" style={style}>
      <SignedOutStyles />
      {children}
    </div>
  );
}
