export { DivisionDetailsScreen } from './division-details-screen';
export { DivisionsListScreen } from './divisions-list-screen';
export { divisionNames, useDivisionOptions, type DivisionOptionsState } from './division-options';
