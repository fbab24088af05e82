export { auditActorOf, changedFields, recordAudit, SYSTEM_ACTOR, type AuditActor, type AuditChange } from './audit.service.js';
export { auditRoutes } from './routes.js';
