import type { Locale } from '@switchboard/shared/contracts';

/** Strings of the categories list and the category field designer (i18n group `categories` of the `tickets` namespace); every locale has the keys of en-us. */
const en = {
  title: 'Categories',
};

export type CategoriesStrings = typeof en;

export const categoriesStrings: Record<Locale, CategoriesStrings> = {
  'en-us': en,
  'es-es': {
    title: 'Categorías',
  },
  'fr-fr': {
    title: 'Catégories',
  },
  'de-de': {
    title: 'Kategorien',
  },
  'ru-ru': {
    title: 'Категории',
  },
  'pt-pt': {
    title: 'Categorias',
  },
  'ar-ae': {
    title: 'الفئات',
  },
  'zh-cn': {
    title: '类别',
  },
  'hi-in': {
    title: 'श्रेणियाँ',
  },
  'nl-nl': {
    title: 'Categorieën',
  },
};
