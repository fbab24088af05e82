export { divisionSlice, type DivisionSlice, inSlice, organizationTimeZone, sliceIsEmpty } from './analytics-scope.js';
