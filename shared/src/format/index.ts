export { formatCount } from './count.js';
export { formatDate, setOrganizationDateFormat } from './date.js';
export { formatFileSize } from './file-size.js';
export { formatRelativeTime } from './relative-time.js';
export { formatFieldValue, type FieldValueTexts } from './field-value.js';
export { isNumberText, numberPayloadOf, numberTextOf } from './number-text.js';
export {
  type ComplaintField,
  type ComplaintFieldFormValue,
  defaultValueFor,
  initialFieldValues,
  normaliseFields,
  normaliseOptions,
  type RawCategoryField,
  serialiseFieldValue,
  toComplaintFields,
} from './category-fields.js';
export {
  attemptFor,
  describedFieldErrors,
  type FieldErrorTexts,
  type FormItemErrors,
  type FormItemName,
  serverFieldErrors,
  type SubmissionAttempt,
} from './form-submission.js';
