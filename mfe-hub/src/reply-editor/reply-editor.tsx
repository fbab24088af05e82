import type { ClientTicket, TicketMessage } from '@switchboard/shared/contracts';

/** What the ticket details screen gives the reply editor. */
export interface ReplyEditorProps {
  ticket: Pick<ClientTicket, 'id' | 'serialNumber' | 'title'>;
  /** The draft opened with Edit Draft; absent for a new reply. */
  draft?: TicketMessage;
  /** The sent message answered with Reply (its subject and sender seed the new message). */
  replyTo?: TicketMessage;
  /** After a successful save or send: the screen reloads the thread and closes or resets the editor. */
  onDone: (result: 'saved' | 'sent') => void;
  /** Shown as a Cancel button when given (the editor is closable when the thread is not empty). */
  onCancel?: () => void;
}

/** Placeholder until the rich-text editor lands (same props). */
export function ReplyEditor(_props: ReplyEditorProps) {
  return null;
}
