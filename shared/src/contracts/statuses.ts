import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { Static } from 'typebox';
import { LOCALES, type Locale } from './constants.js';
import { Type } from './type-builders.js';
import { pageResponseSchema, searchRequestSchema } from './search.js';

extend([a11yPlugin]);

// Ticket statuses: each organisation orders its own, names them (with translations per locale),
// gives each a colour and a kind. The kind is what logic reads: the hub's three-valued filter and
// the service-level clock. Administration is `v1/statuses` (the `tickets:status:*` permissions).

/**
 * What a status means: `new` not yet looked at, `open` being worked on, `pending` waiting for
 * someone else, `resolved` answered (may reopen), `closed` finished.
 */
export const STATUS_KINDS = ['new', 'open', 'pending', 'resolved', 'closed'] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];
export const StatusKindSchema = Type.Union([Type.Literal('new'), Type.Literal('open'), Type.Literal('pending'), Type.Literal('resolved'), Type.Literal('closed')]);

/** Kinds of a finished ticket: everything else counts as open work (open counts, unassignment of removed users). */
export const FINISHED_STATUS_KINDS = ['resolved', 'closed'] as const satisfies readonly StatusKind[];
export const isFinishedKind = (kind: StatusKind): boolean => (FINISHED_STATUS_KINDS as readonly StatusKind[]).includes(kind);

/** The hub's three stages, which is all customers see of a status's kind (its filter and the `status.kind` it receives). */
export const HUB_STAGES = ['open', 'in_progress', 'closed'] as const;
export type HubStage = (typeof HUB_STAGES)[number];
export const HubStageSchema = Type.Union([Type.Literal('open'), Type.Literal('in_progress'), Type.Literal('closed')]);

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
export const StatusNamesSchema = Type.Object(
  Object.fromEntries(LOCALES.map((locale) => [locale, Type.Optional(Type.String({ maxLength: STATUS_NAME_MAX_LENGTH }))])) as Record<Locale, ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>>,
  { additionalProperties: false },
);
export type StatusNames = Partial<Record<Locale, string>>;

/** The name of a status in `locale`: its translation when there is one, else the default name. */
export const localizedStatusName = (status: { name: string; names?: StatusNames | null }, locale: Locale): string => status.names?.[locale]?.trim() || status.name;

const statusProperties = {
  id: Type.String(),
  name: Type.String(),
  names: StatusNamesSchema,
  color: Type.String(),
  kind: StatusKindSchema,
  /** New tickets, agent- or hub-created, get the organisation's one default status. */
  isDefault: Type.Boolean(),
  /** While a ticket has this status, its service-level clock stands still. */
  pausesSla: Type.Boolean(),
  position: Type.Integer(),
  /** Tickets with this status now. */
  ticketCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** One row of `POST v1/statuses/search`. */
export const StatusSummarySchema = Type.Object(statusProperties);
export type StatusSummary = Static<typeof StatusSummarySchema>;

export const STATUS_SORT_FIELDS = ['position', 'name'] as const;
export type StatusSortField = (typeof STATUS_SORT_FIELDS)[number];

/** `POST v1/statuses/search`; an empty body lists every status in order. `query` searches the name. */
export const StatusSearchRequestSchema = searchRequestSchema({
  sortFields: STATUS_SORT_FIELDS,
  filters: Type.Object({}, { additionalProperties: false }),
});
export type StatusSearchRequest = Static<typeof StatusSearchRequestSchema>;

export const StatusSearchResponseSchema = pageResponseSchema(StatusSummarySchema);
export type StatusSearchResponse = Static<typeof StatusSearchResponseSchema>;

/** `GET v1/statuses/{id}` and the answer of create / update. */
export const StatusDetailsSchema = Type.Object(statusProperties);
export type StatusDetails = Static<typeof StatusDetailsSchema>;

/**
 * `POST v1/statuses`, `PUT v1/statuses/{id}`: the name is trimmed, not blank, unique whatever its
 * case; the colour must be readable as a tag (`statusTagColors`). Setting `isDefault` takes the mark
 * from the previous default; clearing it on the default is refused. `position` left out: a new
 * status goes last, an existing one stays.
 */
export const StatusWriteRequestSchema = Type.Object(
  {
    name: Type.String({ maxLength: STATUS_NAME_MAX_LENGTH }),
    names: Type.Optional(StatusNamesSchema),
    color: Type.String({ pattern: STATUS_COLOR_PATTERN }),
    kind: StatusKindSchema,
    isDefault: Type.Optional(Type.Boolean()),
    pausesSla: Type.Optional(Type.Boolean()),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type StatusWriteRequest = Static<typeof StatusWriteRequestSchema>;

export const STATUSES_MAX = 100;

/** `PUT v1/statuses/order`: statuses in their new order, each once; those not listed follow in their current order. */
export const StatusOrderRequestSchema = Type.Object(
  { ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: STATUSES_MAX }) },
  { additionalProperties: false },
);
export type StatusOrderRequest = Static<typeof StatusOrderRequestSchema>;

/** `DELETE v1/statuses/{id}?moveTo=<statusId>`: where the status's tickets go (required when it has any). */
export const StatusDeleteQuerySchema = Type.Object({ moveTo: Type.Optional(Type.String({ format: 'uuid' })) }, { additionalProperties: false });
export type StatusDeleteQuery = Static<typeof StatusDeleteQuerySchema>;

/** The answer of delete: how many tickets moved, and to which status. */
export const StatusDeleteResponseSchema = Type.Object({
  id: Type.String(),
  movedTicketCount: Type.Integer(),
  movedTo: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
});
export type StatusDeleteResponse = Static<typeof StatusDeleteResponseSchema>;
