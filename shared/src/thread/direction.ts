import { ConfigProvider } from 'antd';
import { useContext, type CSSProperties } from 'react';

/** True when antd lays out right to left (Arabic). */
export function useIsRtl(): boolean {
  return useContext(ConfigProvider.ConfigContext).direction === 'rtl';
}

/** Style that mirrors an icon drawn for left-to-right reading (send, reply arrows) in RTL. */
export function useMirroredIconStyle(): CSSProperties | undefined {
  return useIsRtl() ? { transform: 'scaleX(-1)' } : undefined;
}
