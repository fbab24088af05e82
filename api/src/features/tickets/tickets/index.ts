export {
  agentTicketQuery,
  type AgentTicketRow,
  getAgentTicket,
  type HomeDivision,
  ticketDivisionFor,
  toAgentTicket,
} from './agent-ticket-query.js';
export { agentTicketsRoutes } from './routes.js';
