export { categoryFieldFromRow, categoryFieldRows } from './category-fields.js';
export {
  checkFieldValue,
  choiceLabels,
  typedText,
  validateComplaint,
  type ValidComplaint,
} from './complaint-validation.js';
export {
  checkIdempotencyKey,
  claimedKeyAnswer,
  createIdempotently,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  idempotencyKeyOf,
  type IdempotentResult,
  requestHash,
  runIdempotent,
  sendIdempotentResult,
} from './idempotency.js';
export { type CreatedBy, createTicketStatement, type IdempotencyClaim, type NewTicket } from './new-ticket.js';
export { statusSummaryColumns, toClientStatusSummary, toStatusSummary, toTicketBase } from './ticket-row.js';
export {
  divisionScope,
  type DivisionScope,
  ensureTicketAccess,
  EVERY_DIVISION,
  type ScopeCaller,
  scopeCovers,
  ticketsInDivisions,
  ticketsInScope,
} from './division-scope.js';
