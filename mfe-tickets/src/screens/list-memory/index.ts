export {
  canWalkFrom,
  isTypingTarget,
  LIST_MEMORY_KEY,
  neighbourTicket,
  rememberedListSearch,
  rememberListPage,
} from './list-memory';
