import { useEffect, useState } from 'react';
import { DESKTOP_LAYOUT_BREAKPOINT_PX, MOBILE_BREAKPOINT_PX } from '@switchboard/shared/contracts';

/** `mobile` < 768 px (menu in a drawer), `compact` ≤ 991 px (sidebar collapsed), else `desktop`. */
export type ViewportKind = 'mobile' | 'compact' | 'desktop';

export function viewportKind(width: number): ViewportKind {
  if (width < MOBILE_BREAKPOINT_PX) return 'mobile';
  if (width <= DESKTOP_LAYOUT_BREAKPOINT_PX) return 'compact';
  return 'desktop';
}

export function useViewport(): ViewportKind {
  const [kind, setKind] = useState<ViewportKind>(() => viewportKind(window.innerWidth));
  useEffect(() => {
    const update = () => setKind(viewportKind(window.innerWidth));
    window.addEventListener('resize', update);
    update();
    return () => window.removeEventListener('resize', update);
  }, []);
  return kind;
}
