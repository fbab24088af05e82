import { splitQuotedText } from './quoted-text';

describe('splitQuotedText', () => {
  it('leaves a message without a quote untouched', () => {
    const html = '<p>Hello, my parcel has not arrived.</p>';
    expect(splitQuotedText(html)).toEqual({ body: html, quoted: null });
  });

  // Plain text as the server keeps it: escaped, lines separated by newlines.
  it('splits plain text at the attribution line', () => {
    const text = 'Thanks, that works.\n\nOn 3 Nov 2026, 10:00, Maya Rao wrote:\n&gt; Can you check again?';
    expect(splitQuotedText(text)).toEqual({
      body: 'Thanks, that works.',
      quoted: 'On 3 Nov 2026, 10:00, Maya Rao wrote:\n&gt; Can you check again?',
    });
  });

  it('accepts the line without the comma before the name', () => {
    const text = 'Fine.\nOn Mon, Nov 3, 2026 at 10:00 AM Maya Rao &lt;maya@example.com&gt; wrote:\n&gt; Earlier';
    expect(splitQuotedText(text).quoted).toBe('On Mon, Nov 3, 2026 at 10:00 AM Maya Rao &lt;maya@example.com&gt; wrote:\n&gt; Earlier');
  });

  it('takes the paragraph holding the line and the blockquote after it', () => {
    const html = '<p>Thanks!</p><p>On 3 Nov 2026, Support wrote:</p><blockquote><p>We shipped it.</p></blockquote>';
    expect(splitQuotedText(html)).toEqual({
      body: '<p>Thanks!</p>',
      quoted: '<p>On 3 Nov 2026, Support wrote:</p><blockquote><p>We shipped it.</p></blockquote>',
    });
  });

  it('takes the wrapping elements of a line that starts them (inline formatting, div)', () => {
    const html = '<div>Thanks!</div><div><span><b>On 2026-11-03 at 10:00, Support</b> wrote:</span></div><blockquote>Old</blockquote>';
    expect(splitQuotedText(html)).toEqual({
      body: '<div>Thanks!</div>',
      quoted: '<div><span><b>On 2026-11-03 at 10:00, Support</b> wrote:</span></div><blockquote>Old</blockquote>',
    });
  });

  it('cuts a paragraph in two when the line follows a <br>, keeping both halves well formed', () => {
    const html = '<p>Thanks!<br><br>On 3 Nov 2026, Support wrote:<br>&gt; We shipped it.</p>';
    expect(splitQuotedText(html)).toEqual({
      body: '<p>Thanks!</p>',
      quoted: '<p>On 3 Nov 2026, Support wrote:<br>&gt; We shipped it.</p>',
    });
  });

  it('finds the line inside nested containers (Gmail style) and keeps the outer container balanced', () => {
    const html =
      '<div dir="ltr">Got it.</div><br><div class="gmail_quote"><div class="gmail_attr">On Tue, 4 Nov 2026 at 09:12, Support &lt;support@example.com&gt; wrote:<br></div><blockquote class="gmail_quote">Hello</blockquote></div>';
    const { body, quoted } = splitQuotedText(html);
    expect(body).toBe('<div dir="ltr">Got it.</div>');
    expect(quoted).toBe(
      '<div class="gmail_quote"><div class="gmail_attr">On Tue, 4 Nov 2026 at 09:12, Support &lt;support@example.com&gt; wrote:<br></div><blockquote class="gmail_quote">Hello</blockquote></div>',
    );
  });

  it('joins an attribution line wrapped before "wrote:"', () => {
    const text = 'Sure.\nOn Mon, Nov 3, 2026 at 10:00 AM Maya Rao &lt;maya@example.com&gt;\nwrote:\n&gt; Earlier';
    expect(splitQuotedText(text)).toEqual({
      body: 'Sure.',
      quoted: 'On Mon, Nov 3, 2026 at 10:00 AM Maya Rao &lt;maya@example.com&gt;\nwrote:\n&gt; Earlier',
    });
  });

  it('keeps every deeper quote level in the quoted part', () => {
    const html =
      '<p>Third</p><p>On 5 Nov 2026, Support wrote:</p><blockquote><p>Second</p><p>On 4 Nov 2026, Maya wrote:</p><blockquote><p>First</p></blockquote></blockquote>';
    const { body, quoted } = splitQuotedText(html);
    expect(body).toBe('<p>Third</p>');
    expect(quoted).toContain('On 4 Nov 2026, Maya wrote:');
    expect(quoted).toContain('<p>First</p>');
    expect(quoted!.startsWith('<p>On 5 Nov 2026, Support wrote:</p>')).toBe(true);
  });

  it('does not take a sentence that merely contains "wrote" for a quote', () => {
    for (const html of [
      '<p>As I wrote: the box arrived broken on 3 Nov 2026.</p>',
      '<p>On 3 Nov 2026 I wrote: please call me back.</p>',
      '<p>On Monday John wrote:</p><p>nothing useful</p>',
      'My friend wrote: "On 3 Nov 2026 it broke".',
    ]) {
      expect(splitQuotedText(html)).toEqual({ body: html, quoted: null });
    }
  });

  it('handles no-break spaces and mixed case', () => {
    const html = '<p>Ok</p><p>on&nbsp;3 Nov 2026,&nbsp;Support WROTE:</p><p>old</p>';
    expect(splitQuotedText(html).body).toBe('<p>Ok</p>');
  });

  it('does not collapse a message that would keep no text of its own', () => {
    const html = '<p>On 3 Nov 2026, Support wrote:</p><blockquote>Everything</blockquote>';
    expect(splitQuotedText(html)).toEqual({ body: html, quoted: null });
  });

  it('keeps an image before the quote as the body', () => {
    const html = '<p><img src="https://example.com/a.png"></p><p>On 3 Nov 2026, Support wrote:</p><blockquote>x</blockquote>';
    expect(splitQuotedText(html).body).toBe('<p><img src="https://example.com/a.png"></p>');
  });
});
