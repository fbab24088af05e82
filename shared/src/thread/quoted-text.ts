/**
 * Finds the earlier conversation quoted at the end of a message: everything
 * from an attribution line such as "On 3 Nov 2026, 10:00, Maya Rao wrote:" to the end. Works on the
 * parsed DOM (an inert `<template>`, nothing loads or runs) so the cut leaves both parts well formed,
 * whether the line sits in its own `<p>`/`<div>`, after a `<br>`, or in plain text between newlines.
 */

export interface SplitMessage {
  /** The new text of the message (HTML). */
  body: string;
  /** The quoted earlier message(s) (HTML), or null when there is none. */
  quoted: string | null;
}

/**
 * "On <date>[,] <name> wrote:" as one line. The part between "On" and "wrote:" must hold a digit (a
 * date or a time always does), so a sentence like "On Monday John wrote:" is not taken for a quote.
 */
const ATTRIBUTION = /^On\s+(?=[^]*\d)[^]{4,300}?\s+wrote:$/i;
const WROTE_ONLY = /^wrote:$/i;
/** Mail clients wrap long attribution lines: "On …, Maya Rao <maya@example.com>" then "wrote:". */
const ATTRIBUTION_START = /^On\s+\S/i;

// Elements that end a line where they open and close.
const BLOCK_TAGS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DIV', 'DL', 'DT', 'FIGURE', 'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5',
  'H6', 'HEADER', 'HR', 'LI', 'OL', 'P', 'PRE', 'SECTION', 'TABLE', 'TBODY', 'TD', 'TH', 'THEAD', 'TR', 'UL',
]);

/** Where a line of text starts in the DOM. */
interface LinePoint {
  node: Text;
  offset: number;
}

interface Line {
  text: string;
  start: LinePoint | null;
}

/** The rendered lines of `root` in document order, each with the DOM point where its text starts. */
function linesOf(root: Node): Line[] {
  const lines: Line[] = [];
  let current: Line = { text: '', start: null };
  const endLine = () => {
    if (current.text.trim() !== '' || current.start) lines.push(current);
    current = { text: '', start: null };
  };
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node as Text;
      const parts = (text.data ?? '').split('\n');
      let offset = 0;
      parts.forEach((part, index) => {
        if (index > 0) endLine();
        // The line starts at its first visible character (leading blanks are not part of it).
        const lead = part.length - part.trimStart().length;
        if (!current.start && part.trim() !== '') current.start = { node: text, offset: offset + lead };
        current.text += part;
        offset += part.length + 1;
      });
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return;
    const tag = (node as Element).tagName;
    if (tag === 'BR') return endLine();
    const isBlock = tag !== undefined && BLOCK_TAGS.has(tag);
    if (isBlock) endLine();
    node.childNodes.forEach(visit);
    if (isBlock) endLine();
  };
  visit(root);
  endLine();
  return lines;
}

/** Collapses runs of blanks (including no-break spaces) so the line reads as it renders. */
const normalise = (text: string) => text.replace(/[\s\u00a0]+/g, ' ').trim();

/** The start of the first attribution line, or null. */
function attributionStart(lines: Line[]): LinePoint | null {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!;
    const text = normalise(line.text);
    if (ATTRIBUTION.test(text)) return line.start;
    const next = lines[index + 1];
    if (next && ATTRIBUTION_START.test(text) && WROTE_ONLY.test(normalise(next.text)) && ATTRIBUTION.test(`${text} wrote:`)) return line.start;
  }
  return null;
}

/**
 * The node to cut before: the line's text (split off when the line starts inside a text node), moved
 * up past every element it opens, so cutting at "<p><b>On …" takes the `<p>` along instead of leaving
 * an empty one behind.
 */
function cutNode(point: LinePoint, root: Node): Node {
  let target: Node = point.offset > 0 ? point.node.splitText(point.offset) : point.node;
  while (target.parentNode && target.parentNode !== root && isFirstVisibleChild(target)) target = target.parentNode;
  return target;
}

function isFirstVisibleChild(node: Node): boolean {
  for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
    if (sibling.nodeType === Node.TEXT_NODE && (sibling.textContent ?? '').trim() === '') continue;
    if (sibling.nodeType === Node.COMMENT_NODE) continue;
    return false;
  }
  return true;
}

/** True when the node shows nothing: no text and no image. */
function isBlank(node: DocumentFragment | Element): boolean {
  if ((node as Element).tagName === 'IMG') return false;
  return (node.textContent ?? '').trim() === '' && !node.querySelector('img');
}

/** Removes what the cut leaves dangling at the end of the body: blank text, `<br>`s, empty paragraphs. */
function trimTrailingBlanks(node: Node): void {
  for (let last = node.lastChild; last; last = node.lastChild) {
    const removable =
      (last.nodeType === Node.TEXT_NODE && (last.textContent ?? '').trim() === '') ||
      last.nodeType === Node.COMMENT_NODE ||
      (last.nodeType === Node.ELEMENT_NODE && isBlank(last as Element));
    if (!removable) {
      if (last.nodeType === Node.ELEMENT_NODE) trimTrailingBlanks(last);
      if (last.nodeType === Node.TEXT_NODE) (last as Text).data = (last as Text).data.trimEnd();
      return;
    }
    node.removeChild(last);
  }
}

function serialise(fragment: DocumentFragment): string {
  const holder = fragment.ownerDocument.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

/**
 * Splits a message into its new text and the quoted earlier conversation (from the first attribution
 * line to the end; deeper quote levels stay in the quoted part). A message that would be left with
 * no text of its own is not split.
 */
export function splitQuotedText(html: string): SplitMessage {
  if (!/wrote:/i.test(html)) return { body: html, quoted: null };
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  const start = attributionStart(linesOf(root));
  if (!start) return { body: html, quoted: null };

  const range = root.ownerDocument.createRange();
  range.setStartBefore(cutNode(start, root));
  range.setEndAfter(root.lastChild!);
  // Extracting a range clones the ancestors it cuts through, so both halves stay well formed.
  const quoted = range.extractContents();
  trimTrailingBlanks(root);
  if (isBlank(root)) return { body: html, quoted: null };
  return { body: serialise(root), quoted: serialise(quoted) };
}
