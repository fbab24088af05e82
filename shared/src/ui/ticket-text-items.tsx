import type { KeyboardEvent } from 'react';
import { Form, Input } from 'antd';
import { TICKET_DESCRIPTION_MAX_LENGTH, TICKET_TITLE_MAX_LENGTH } from '@switchboard/shared/contracts';

export interface TicketTextItemsProps {
  /** Prefix of the inputs' test ids: `<prefix>-title`, `<prefix>-description`. */
  testId: string;
  title: { label: string; placeholder: string };
  description: { label: string; placeholder: string };
  /** What a blank item says, given its label. */
  requiredMessage: (label: string) => string;
  /** Ctrl/Cmd+Enter in the description; the form decides whether it may be sent now. */
  onSubmitShortcut: () => void;
}

/**
 * A new ticket's `title` and `description` form items, as the customer's complaint and the agent's
 * new ticket both ask for them: required, not blank, within the server's limits.
 */
export function TicketTextItems({ testId, title, description, requiredMessage, onSubmitShortcut }: TicketTextItemsProps) {
  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSubmitShortcut();
    }
  };
  return (
    <>
      <Form.Item name="title" label={title.label} rules={[{ required: true, whitespace: true, message: requiredMessage(title.label) }]}>
        <Input data-testid={`${testId}-title`} placeholder={title.placeholder} maxLength={TICKET_TITLE_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item name="description" label={description.label} rules={[{ required: true, whitespace: true, message: requiredMessage(description.label) }]}>
        <Input.TextArea
          data-testid={`${testId}-description`}
          rows={5}
          placeholder={description.placeholder}
          maxLength={TICKET_DESCRIPTION_MAX_LENGTH}
          showCount
          onKeyDown={submitOnCtrlEnter}
        />
      </Form.Item>
    </>
  );
}
