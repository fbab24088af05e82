import type { Locale } from '@switchboard/shared/contracts';

/** Strings of the create-complaint screen (i18n group `complaint` of the `hub` namespace); every locale has the keys of en-us. */
const en = {
  title: 'Raise a complaint',
};

export type ComplaintStrings = typeof en;

export const complaintStrings: Record<Locale, ComplaintStrings> = {
  'en-us': en,
  'es-es': {
    title: 'Presentar una queja',
  },
  'fr-fr': {
    title: 'Déposer une réclamation',
  },
  'de-de': {
    title: 'Beschwerde einreichen',
  },
  'ru-ru': {
    title: 'Подать жалобу',
  },
  'pt-pt': {
    title: 'Apresentar uma reclamação',
  },
  'ar-ae': {
    title: 'تقديم شكوى',
  },
  'zh-cn': {
    title: '提交投诉',
  },
  'hi-in': {
    title: 'शिकायत दर्ज करें',
  },
  'nl-nl': {
    title: 'Klacht indienen',
  },
};
