// Status rules shared by the api and the screens, with no schema: a screen that reads them (kinds, stages, tag colours) loads no TypeBox.

import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { Locale } from './constants.js';

extend([a11yPlugin]);

/**
 * What a status means: `new` not yet looked at, `open` being worked on, `pending` waiting for
 * someone else, `resolved` answered (may reopen), `closed` finished.
 */
export const STATUS_KINDS = ['new', 'open', 'pending', 'resolved', 'closed'] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

/** Kinds of a finished ticket: everything else counts as open work (open counts, unassignment of removed users). */
export const FINISHED_STATUS_KINDS = ['resolved', 'closed'] as const satisfies readonly StatusKind[];
export const isFinishedKind = (kind: StatusKind): boolean => (FINISHED_STATUS_KINDS as readonly StatusKind[]).includes(kind);

/** The hub's three stages, which is all customers see of a status's kind (its filter and the `status.kind` it receives). */
export const HUB_STAGES = ['open', 'in_progress', 'closed'] as const;
export type HubStage = (typeof HUB_STAGES)[number];

/** The one mapping from a status kind to the hub's stage: new is open; open and pending in progress; resolved and closed closed. */
export function hubStageOf(kind: StatusKind): HubStage {
  switch (kind) {
    case 'new':
      return 'open';
    case 'open':
    case 'pending':
      return 'in_progress';
    default:
      return 'closed';
  }
}

// Colour rule: a status shows as a tag filled with its colour, its text white or near-black,
// whichever contrasts more. WCAG AA asks 4.5:1 for normal text, so a colour where neither reaches
// that is refused: no status tag is ever hard to read.

export const STATUS_TAG_LIGHT_TEXT = '#ffffff';
export const STATUS_TAG_DARK_TEXT = '#1f1f1f';
export const STATUS_MIN_CONTRAST = 4.5;
/** `#rrggbb`. */
export const STATUS_COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';

export interface StatusTagColors {
  /** The text colour of a tag filled with the colour. */
  text: string;
  /** Its contrast ratio (1–21, two decimals). */
  ratio: number;
  /** Whether the ratio reaches WCAG AA for normal text. */
  readable: boolean;
}

/** The tag text colour for a background `color`, with its contrast; an unparseable colour gets dark text, ratio 1, unreadable. */
export function statusTagColors(color: string): StatusTagColors {
  const background = colord(color);
  if (!background.isValid()) return { text: STATUS_TAG_DARK_TEXT, ratio: 1, readable: false };
  const light = background.contrast(STATUS_TAG_LIGHT_TEXT);
  const dark = background.contrast(STATUS_TAG_DARK_TEXT);
  const [text, ratio] = light >= dark ? [STATUS_TAG_LIGHT_TEXT, light] : [STATUS_TAG_DARK_TEXT, dark];
  return { text, ratio, readable: ratio >= STATUS_MIN_CONTRAST };
}

export const STATUS_NAME_MAX_LENGTH = 60;

/** Translations of a status's name by locale; a missing or blank one falls back to `name`. */
export type StatusNames = Partial<Record<Locale, string>>;

/** The name of a status in `locale`: its translation when there is one, else the default name. */
export const localizedStatusName = (status: { name: string; names?: StatusNames | null }, locale: Locale): string => status.names?.[locale]?.trim() || status.name;

export const STATUS_SORT_FIELDS = ['position', 'name'] as const;
export type StatusSortField = (typeof STATUS_SORT_FIELDS)[number];

export const STATUSES_MAX = 100;
