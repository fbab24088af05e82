/** Up to two initials for an avatar without a picture: "Ada Lovelace" → "AL", "acme" → "A". */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return letters.map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '').join('');
}
