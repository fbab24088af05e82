import { theme } from 'antd';
import { useMemo, type CSSProperties } from 'react';
import { isPlainText } from './message-format.js';
import { sanitizeMessageHtml, sanitizeMessageHtmlHoldingImages } from './sanitize-message.js';

const HTML_CLASS = 'sb-message-html';

// Rules for markup we do not own (the message's HTML); colours come from antd tokens through variables.
const HTML_CSS = `
.${HTML_CLASS} { overflow-wrap: anywhere; line-height: 1.6; }
.${HTML_CLASS} > :first-child { margin-top: 0; }
.${HTML_CLASS} > :last-child { margin-bottom: 0; }
.${HTML_CLASS} p { margin: 0 0 8px; }
.${HTML_CLASS} img { max-width: 100%; height: auto; }
.${HTML_CLASS} img[data-src]:not([src]) { display: inline-block; min-width: 24px; min-height: 24px; border: 1px dashed var(--sb-message-border); }
.${HTML_CLASS} a { color: var(--sb-message-link); }
.${HTML_CLASS} blockquote { margin: 8px 0; padding-inline-start: 12px; border-inline-start: 3px solid var(--sb-message-border); color: var(--sb-message-muted); }
.${HTML_CLASS} pre { white-space: pre-wrap; }
.${HTML_CLASS} table { border-collapse: collapse; display: block; max-width: 100%; overflow-x: auto; }
.${HTML_CLASS} th, .${HTML_CLASS} td { border: 1px solid var(--sb-message-border); padding: 4px 8px; }
`;

interface MessageHtmlProps {
  html: string;
  muted?: boolean;
  id?: string;
  testId?: string;
  /** `hold` (default): images from elsewhere do not load (see `sanitizeMessageHtmlHoldingImages`). */
  externalImages?: 'hold' | 'show';
}

/** A piece of message HTML, sanitised in the browser before it is set. */
export function MessageHtml({ html, muted, id, testId, externalImages = 'hold' }: MessageHtmlProps) {
  const { token } = theme.useToken();
  const safe = useMemo(() => (externalImages === 'show' ? sanitizeMessageHtml(html) : sanitizeMessageHtmlHoldingImages(html).html), [html, externalImages]);
  const style = {
    '--sb-message-link': token.colorLink,
    '--sb-message-border': token.colorBorder,
    '--sb-message-muted': token.colorTextSecondary,
    color: muted ? token.colorTextSecondary : token.colorText,
    // Plain text keeps its line breaks; HTML lays itself out.
    whiteSpace: isPlainText(html) ? 'pre-wrap' : undefined,
  } as CSSProperties;
  return (
    <>
      <style href="sb-message-html" precedence="default">
        {HTML_CSS}
      </style>
      <div id={id} dir="auto" data-testid={testId} className={HTML_CLASS} style={style} dangerouslySetInnerHTML={{ __html: safe }} />
    </>
  );
}
