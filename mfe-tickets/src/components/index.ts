// The column chooser is the CRUD kit's; its column type is named here too for the column tables built in this package.
export { PageTitle } from './page-title';
export { PersonName, personNameText } from './person-name';
export { PRIORITY_COLORS, priorityLabel } from './priority';
export { FITTED_TAG_STYLE, StatusTag } from './status-tag';
export { useAssignees, useCategories, useDivisions, useStatuses, useUserGroups } from './use-lookups';
export type { Lookup } from './use-lookups';
export { type Typeahead, useTypeahead } from './use-typeahead';
export { SlaBadge, slaDurationText } from './sla-badge';
