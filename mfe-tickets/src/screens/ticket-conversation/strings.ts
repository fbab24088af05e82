import type { Locale } from '@switchboard/shared/contracts';

/** Strings of the agent conversation: replies to the customer and internal notes (i18n group `conversation` of the `tickets` namespace); every locale has the keys of en-us. */
const en = {
  title: 'Conversation',
};

export type ConversationStrings = typeof en;

export const conversationStrings: Record<Locale, ConversationStrings> = {
  'en-us': en,
  'es-es': {
    title: 'Conversación',
  },
  'fr-fr': {
    title: 'Conversation',
  },
  'de-de': {
    title: 'Unterhaltung',
  },
  'ru-ru': {
    title: 'Переписка',
  },
  'pt-pt': {
    title: 'Conversa',
  },
  'ar-ae': {
    title: 'المحادثة',
  },
  'zh-cn': {
    title: '对话',
  },
  'hi-in': {
    title: 'बातचीत',
  },
  'nl-nl': {
    title: 'Gesprek',
  },
};
