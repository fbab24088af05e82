const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside HTML: markup the agent typed shows as typed, never runs. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * The reply box's plain text as message HTML: blank lines separate paragraphs, single line breaks
 * become `<br>`. Whitespace-only text gives '' (the caller refuses it as an empty message).
 */
export function textToHtml(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  if (!normalised.trim()) return '';
  return normalised
    .trim()
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/**
 * A draft's HTML back as reply-box text (for editing): paragraphs → blank lines, `<br>` → line breaks,
 * tags dropped, entities decoded by the browser's parser (nothing is inserted into the page).
 */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote|tr)>/gi, '\n\n');
  const doc = new DOMParser().parseFromString(marked, 'text/html');
  return (doc.body.textContent ?? '').replace(/\n{3,}/g, '\n\n').trim();
}
