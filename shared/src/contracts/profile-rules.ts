// Profile rules shared by the api and the profile and branding screens, with no schema: a screen
// that reads them loads no TypeBox.

export const THEME_MODES = ['light', 'dark'] as const;

/** Images a logo or a picture may be; no SVG (it can carry script). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
/** Largest logo or picture file, in bytes. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
