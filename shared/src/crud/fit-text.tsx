import type { CSSProperties, ReactNode } from 'react';

/**
 * Cuts text to its table cell with "…". The cut element carries the text's own direction, so an
 * English title in an Arabic page loses its end, not its start; it stays inline so it lines up with
 * the cell's side in either direction.
 */
export const FIT_TEXT_STYLE: CSSProperties = { display: 'inline-block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'top' };

/** `text` cut to its cell, the whole of it on hover; typed text reads in its own direction (`dir`, default auto). */
export function FitText({ text, dir = 'auto', children }: { text: string; dir?: 'auto' | 'ltr'; children?: ReactNode }) {
  return (
    <span dir={dir} title={text} style={FIT_TEXT_STYLE}>
      {children ?? text}
    </span>
  );
}

/** A column header cut like its cells, the whole of it on hover. */
export const headerText = (label: string) => <span title={label}>{label}</span>;
