import { createElement, type CSSProperties, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';

function draw(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { key, ...node.attrs }, node.children?.map((child, index) => draw(child, index)));
}

/**
 * One of antd's icons drawn from its outline alone (`@ant-design/icons-svg`), without the icon component
 * of `@ant-design/icons` (its colour palette and style injection), for parts drawn before antd: the same
 * glyph, 1em square in the text's colour, hidden from assistive technology (the control around it
 * carries the words).
 */
export function PlainIcon({ icon, style }: { icon: IconDefinition; style?: CSSProperties }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'none') : icon.icon;
  return (
    <span className="sb-icon" aria-hidden="true" style={style}>
      {createElement(
        'svg',
        { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true', focusable: 'false', 'data-icon': icon.name },
        svg.children?.map((child, index) => draw(child, index)),
      )}
    </span>
  );
}
