import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a press anywhere outside `root` (the button and the panel or list under it) calls
 * `onOutside`. Lists that open from inside a panel render inside it, so choosing from them is not outside.
 */
export function usePressOutside(open: boolean, root: RefObject<HTMLElement | null>, onOutside: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });
}
