export { mailPlugin } from './mail-plugin.js';
export { enqueueMail, type MailKind, type OutgoingMail } from './outbox.js';
export { renderAccountExistsMail, renderEscalationMail, renderInvitationMail, type RenderedMail, renderOtpMail, renderResetMail, renderTicketsMergedMail } from './templates.js';
export { fileTransport, type MailEnvelope, type MailTransport, smtpTransport } from './transport.js';
export { type DrainResult, MailWorker, retryDelayMs } from './worker.js';
