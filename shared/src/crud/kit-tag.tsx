import type { HTMLAttributes, Ref } from 'react';
import { KitStyles, useKitTheme } from './kit-look.js';

/** antd's preset and status colours a tag may take. */
export type KitTagColor = 'default' | 'blue' | 'green' | 'orange' | 'red' | 'success' | 'processing' | 'warning' | 'error';

export interface KitTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  color?: KitTagColor | string;
  /** A tooltip around the tag reaches the element through it. */
  ref?: Ref<HTMLSpanElement>;
  [data: `data-${string}`]: string | undefined;
}

/**
 * A tag as antd draws it (the default, a preset such as `orange`, or a status such as `error`), drawn
 * plain for the lists' cells; a colour outside those reads as the default (use `style` for your own).
 */
export function KitTag({ color, children, ...attributes }: KitTagProps) {
  const mode = useKitTheme();
  return (
    <span className="sb-kit sb-tag" data-theme={mode} data-color={color && color !== 'default' ? color : undefined} {...attributes}>
      <KitStyles />
      {children}
    </span>
  );
}
