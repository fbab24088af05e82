// Division rules shared by the api and the settings screens, with no schema: a screen that reads them loads no TypeBox.

export const DIVISION_NAME_MAX_LENGTH = 120;
export const DIVISION_DESCRIPTION_MAX_LENGTH = 1000;

export const DIVISION_SORT_FIELDS = ['name', 'createdAt'] as const;
export type DivisionSortField = (typeof DIVISION_SORT_FIELDS)[number];
