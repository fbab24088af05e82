import type { CSSProperties } from 'react';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { statusTagColors, STATUS_MIN_CONTRAST, STATUS_TAG_DARK_TEXT, STATUS_TAG_LIGHT_TEXT } from '@switchboard/shared/contracts';

extend([a11yPlugin]);

export interface ColorTagColors {
  backgroundColor: string;
  color: string;
  borderColor: string;
}

/**
 * The colours of a tag filled with a colour an administrator picked (a ticket status): the colour as
 * the fill, white or near-black text, whichever contrasts more. When neither reaches 4.5:1 (mid tones
 * such as #ff00ff or #2f9e44) the fill is shifted, darker under white text or lighter under dark text,
 * just until it does: the hue stays recognisable and the name is always readable. The tag is solid, so
 * it reads the same on a light and a dark page. An unusable colour gives null (the caller shows a
 * neutral tag).
 */
export function colorTagColors(color: string | null | undefined): ColorTagColors | null {
  if (!color) return null;
  let fill = colord(color);
  if (!fill.isValid()) return null;
  fill = fill.alpha(1);
  const { text } = statusTagColors(fill.toHex());
  const darker = text === STATUS_TAG_LIGHT_TEXT;
  for (let step = 0; step < 100 && fill.contrast(text) < STATUS_MIN_CONTRAST + 0.05; step += 1) {
    fill = darker ? fill.darken(0.01) : fill.lighten(0.01);
  }
  const hex = fill.toHex();
  return { backgroundColor: hex, color: darker ? STATUS_TAG_LIGHT_TEXT : STATUS_TAG_DARK_TEXT, borderColor: hex };
}

/** The inline style of such a tag; empty for an unusable colour. */
export function colorTagStyle(color: string | null | undefined): CSSProperties {
  return colorTagColors(color) ?? {};
}
