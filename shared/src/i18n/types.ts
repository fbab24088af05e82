import type { Locale } from '../contracts/constants.js';

/** One language's chunk of a namespace: a module whose default export is the strings. */
export type LocaleChunkLoader<Strings = Record<string, unknown>> = () => Promise<{ default: Strings }>;

/** A namespace's strings in one locale: the object, or a loader of its own chunk. */
export type NamespaceStringsSource = Record<string, unknown> | LocaleChunkLoader;

/** Every locale but English, the fallback that ships with each package. */
export type TranslatedLocale = Exclude<Locale, 'en-us'>;

/** Fetches one translated locale's module of a namespace, e.g. `(locale) => import(`./${locale}`)`. */
export type LocaleModuleLoader<Strings = Record<string, unknown>> = (locale: TranslatedLocale) => Promise<{ default: Strings }>;

/** A package's i18next namespace whose languages arrive as lazy chunks (see `lazyNamespace`). */
export interface LazyNamespace {
  readonly namespace: string;
  /** English as an object (or a chunk), every other locale as the loader of its chunk. */
  readonly resources: Record<Locale, NamespaceStringsSource>;
  /**
   * Adds the namespace to the shared instance once: resolves when the current language's strings are
   * in; later calls return the same promise. Never rejects (a failed fetch leaves English showing).
   */
  register(): Promise<void>;
}
