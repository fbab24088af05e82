/** A pasted or dropped image as a data URL, so it shows in the text at once (uploaded on save). */
export function readDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The keys shown next to Send: ⌘ on Apple keyboards, Ctrl elsewhere. */
export function sendShortcutKeys(platform: string): string {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘+Enter' : 'Ctrl+Enter';
}
