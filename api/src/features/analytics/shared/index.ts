export { divisionSlice, type DivisionSlice, inSlice, organizationTimeZone, sliceIsEmpty, sliceKey } from './analytics-scope.js';
export { forgetAnswers, RememberedAnswers, statusAnswers, trendAnswers } from './remembered-answers.js';
