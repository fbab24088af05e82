import type { Locale } from '@switchboard/shared/contracts';

/** Strings of the reply editor (i18n group `reply` of the `hub` namespace); every locale has the keys of en-us. */
const en = {
  title: 'Reply',
};

export type ReplyEditorStrings = typeof en;

export const replyEditorStrings: Record<Locale, ReplyEditorStrings> = {
  'en-us': en,
  'es-es': {
    title: 'Responder',
  },
  'fr-fr': {
    title: 'Répondre',
  },
  'de-de': {
    title: 'Antworten',
  },
  'ru-ru': {
    title: 'Ответить',
  },
  'pt-pt': {
    title: 'Responder',
  },
  'ar-ae': {
    title: 'رد',
  },
  'zh-cn': {
    title: '回复',
  },
  'hi-in': {
    title: 'उत्तर दें',
  },
  'nl-nl': {
    title: 'Beantwoorden',
  },
};
