/** A namespace's strings: groups of keys (plural keys carry i18next suffixes such as `_one`, `_few`). */
export type NamespaceStrings = Record<string, Record<string, string>>;
