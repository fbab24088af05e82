import { escapeHtml, htmlToText, textToHtml } from './message-html';

describe('textToHtml', () => {
  it('escapes markup so typed tags show as text and never run', () => {
    expect(textToHtml('<script>alert("x")</script> & \'y\'')).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;</p>');
    expect(escapeHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('makes paragraphs of blank-line-separated blocks and <br> of single line breaks', () => {
    expect(textToHtml('Hello Maya,\r\n\r\nThe fix is live.\nPlease retry.\n\n\n  Thanks  ')).toBe('<p>Hello Maya,</p><p>The fix is live.<br>Please retry.</p><p>Thanks</p>');
  });

  it('gives nothing for whitespace-only text (refused as empty)', () => {
    expect(textToHtml('  \n\t\n ')).toBe('');
    expect(textToHtml('')).toBe('');
  });
});

describe('htmlToText', () => {
  it('reads a stored draft back as the text that produced it', () => {
    const text = 'Hello <Maya>,\n\nLine one\nLine two';
    expect(htmlToText(textToHtml(text))).toBe(text);
  });
});
