import { MENTION_PATTERN, mentionToken } from '@switchboard/shared/contracts';

/** An agent the author picked from the `@` list. */
export interface MentionChoice {
  id: string;
  name: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the note box shows (`@Ana Agent`) as the text to store (`@[Ana Agent](uuid)`). Only names the
 * author picked become tokens, every occurrence of them (typed twice: both); a pick whose `@Name` was
 * deleted since adds nothing. Longer names first so `@Ana Agent` is not read as `@Ana` + " Agent";
 * for two picks with the same name the later one wins.
 */
export function toMentionTokens(text: string, chosen: readonly MentionChoice[]): string {
  const byName = new Map<string, MentionChoice>();
  for (const choice of chosen) if (choice.name.trim()) byName.set(choice.name, choice);
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  if (names.length === 0) return text;
  // `@Name` not followed by a letter or digit (so `@Ana` in `@Anastasia` stays text).
  const pattern = new RegExp(`@(${names.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'gu');
  return text.replace(pattern, (_match, name: string) => mentionToken(byName.get(name)!));
}

/** A stored note's text back into the box: tokens as `@Name`, plus the picks to turn them back on save. */
export function fromMentionTokens(text: string): { text: string; chosen: MentionChoice[] } {
  const chosen: MentionChoice[] = [];
  const display = text.replace(new RegExp(MENTION_PATTERN.source, 'g'), (_match, name: string, id: string) => {
    chosen.push({ id, name });
    return `@${name}`;
  });
  return { text: display, chosen };
}

export type NoteSegment = { kind: 'text'; text: string } | { kind: 'mention'; id: string; name: string };

/** A stored note's text cut into plain runs and mentions, for rendering `@Name` highlighted. */
export function noteSegments(text: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  let at = 0;
  for (const match of text.matchAll(new RegExp(MENTION_PATTERN.source, 'g'))) {
    if (match.index > at) segments.push({ kind: 'text', text: text.slice(at, match.index) });
    segments.push({ kind: 'mention', name: match[1]!, id: match[2]! });
    at = match.index + match[0].length;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}
