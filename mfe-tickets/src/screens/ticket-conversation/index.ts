export { TicketConversation } from './ticket-conversation';
