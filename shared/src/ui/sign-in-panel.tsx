import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

export interface SignInPanelProps {
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * The box around a signed-out form, drawn like antd's card from the theme's tokens (container background,
 * secondary border, large radius and padding; dark mode and right-to-left follow). antd's Card itself
 * would bring its tab bar's code (tabs, menu, dropdown) into every first visit.
 */
export function SignInPanel({ children, style }: SignInPanelProps) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid="sign-in-panel"
      style={{
        boxSizing: 'border-box',
        background: token.colorBgContainer,
        color: token.colorText,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
