/** Every key and value page scripts can read from web storage (what must never hold a secret). */
export function webStorageText(): string {
  const parts: string[] = [];
  for (const area of [localStorage, sessionStorage]) {
    for (let i = 0; i < area.length; i += 1) {
      const key = area.key(i)!;
      parts.push(key, area.getItem(key) ?? '');
    }
  }
  return parts.join('\n');
}
