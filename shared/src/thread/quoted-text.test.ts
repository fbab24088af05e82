import { splitQuotedText } from './quoted-text';

describe('splitQuotedText', () => {
  it('leaves a message without a quote untouched', () => {
    const html = '<p>Hello, my parcel has not arrived.</p>';
    expect(splitQuotedText(html)).toEqual({ body: html, quoted: null });
  });

  // [case, message, body kept, quoted part]
  it.each([
    [
      'splits plain text (escaped, lines separated by newlines, as the server keeps it) at the attribution line',
      'Thanks, that works.\n\nOn 3 Nov 2026, 10:00, Maya Rao wrote:\n&gt; Can you check again?',
      'Thanks, that works.',
      'On 3 Nov 2026, 10:00, Maya Rao wrote:\n&gt; Can you check again?',
    ],
    [
      'takes the paragraph holding the line and the blockquote after it',
      '<p>Thanks!</p><p>On 3 Nov 2026, Support wrote:</p><blockquote><p>We shipped it.</p></blockquote>',
      '<p>Thanks!</p>',
      '<p>On 3 Nov 2026, Support wrote:</p><blockquote><p>We shipped it.</p></blockquote>',
    ],
    [
      'takes the wrapping elements of a line that starts them (inline formatting, div)',
      '<div>Thanks!</div><div><span><b>On 2026-11-03 at 10:00, Support</b> wrote:</span></div><blockquote>Old</blockquote>',
      '<div>Thanks!</div>',
      '<div><span><b>On 2026-11-03 at 10:00, Support</b> wrote:</span></div><blockquote>Old</blockquote>',
    ],
    [
      'cuts a paragraph in two when the line follows a <br>, keeping both halves well formed',
      '<p>Thanks!<br><br>On 3 Nov 2026, Support wrote:<br>&gt; We shipped it.</p>',
      '<p>Thanks!</p>',
      '<p>On 3 Nov 2026, Support wrote:<br>&gt; We shipped it.</p>',
    ],
    [
      'joins an attribution line wrapped before "wrote:"',
      'Sure.\nOn Mon, Nov 3, 2026 at 10:00 AM Maya Rao &lt;maya@example.com&gt;\nwrote:\n&gt; Earlier',
      'Sure.',
      'On Mon, Nov 3, 2026 at 10:00 AM Maya Rao &lt;maya@example.com&gt;\nwrote:\n&gt; Earlier',
    ],
  ])('%s', (_case, message, body, quoted) => {
    expect(splitQuotedText(message)).toEqual({ body, quoted });
  });

  it('accepts the line without the comma before the name', () => {
    const text = 'Fine.\nOn Mon, Nov 3, 2026 at 10:00 AM Maya Rao &lt;maya@example.com&gt; wrote:\n&gt; Earlier';
    expect(splitQuotedText(text).quoted).toBe('On Mon, Nov 3, 2026 at 10:00 AM Maya Rao &lt;maya@example.com&gt; wrote:\n&gt; Earlier');
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
