// Merge rules shared by the api and the agent workspace, with no schema: a screen that reads them loads no TypeBox.

export const MERGE_MAX_SOURCES = 20;
