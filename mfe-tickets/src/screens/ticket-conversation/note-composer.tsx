import { useState } from 'react';
import { LockOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH } from '@switchboard/shared/contracts';
import { useFeedback } from '@switchboard/shared/crud';
import { conversationApi } from '../../api/conversation-api';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { NoteInput } from './note-input';
import { useNoteDraft } from './use-note-draft';

/** Writes an internal note; `@` mentions become `@[Name](id)` tokens on submit. */
export function NoteComposer({ ticketId, onAdded }: { ticketId: string; onAdded: () => void }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useFeedback();
  const draft = useNoteDraft();
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    const problem = draft.problem();
    if (problem === 'empty') return feedback.warning(t('conversation.emptyNote'), t('conversation.emptyDetail'));
    if (problem === 'tooLong') return feedback.warning(t('conversation.noteTooLong', { max: COMMENT_MAX_LENGTH }));
    setSending(true);
    try {
      await conversationApi.addComment(ticketId, draft.stored());
      draft.reset();
      feedback.success(t('conversation.noteAdded'));
      onAdded();
    } catch (error) {
      // The text stays for another try.
      feedback.failed(error, t('conversation.noteFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        <LockOutlined /> {t('conversation.noteHint')}
      </Typography.Text>
      <NoteInput data-testid="note-input" value={draft.text} onChange={draft.setText} onMention={draft.mention} onSubmit={() => void submit()} disabled={sending} />
      <Flex justify="end">
        <Button type="primary" data-testid="note-add" loading={sending} disabled={sending} onClick={() => void submit()}>
          {t('conversation.addNote')}
        </Button>
      </Flex>
    </Flex>
  );
}
