import type { CSSProperties } from 'react';

/**
 * One line of text someone typed (a title, a name, an address), in its own direction and cut with an
 * ellipsis at its own end: an English title in an Arabic page keeps its punctuation at its end and
 * loses its last words, not its first. antd's ellipsis cannot do this: its RTL class forces the
 * page's direction onto the element, overriding `dir="auto"`, so the isolation sits on an inner
 * element of its own. The whole text shows on hover.
 */
export function IsolatedLine({ text, align, testId }: { text: string; align?: 'left' | 'right'; testId?: string }) {
  const style: CSSProperties = {
    display: 'block',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    // Lined up with the page's start whatever the text's own direction.
    ...(align ? { textAlign: align } : {}),
  };
  return (
    <span dir="auto" title={text} style={style} data-testid={testId}>
      {text}
    </span>
  );
}
