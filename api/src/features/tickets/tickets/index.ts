export {
  agentTicketQuery,
  type AgentTicketRow,
  getAgentTicket,
  ticketExists,
  toAgentTicket,
} from './agent-ticket-query.js';
export { agentTicketsRoutes } from './routes.js';
