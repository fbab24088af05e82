import { useState } from 'react';
import { DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import { App, Button, Flex, Tooltip, Typography, theme } from 'antd';
import { Avatar, Card } from '@switchboard/shared/antd-signed-in';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX_LENGTH, type TicketComment } from '@switchboard/shared/contracts';
import { formatDate, formatRelativeTime } from '@switchboard/shared/format';
import { initialsOf } from '@switchboard/shared/thread';
import { useFeedback } from '@switchboard/shared/crud';
import { conversationApi } from '../../api/conversation-api';
import { PersonName } from '../../components';
import { TICKETS_NAMESPACE } from '../../i18n/resources';
import { noteSegments } from './mention-tokens';
import { NoteInput } from './note-input';
import { useNoteDraft } from './use-note-draft';

function NoteText({ text }: { text: string }) {
  const { token } = theme.useToken();
  return (
    <Typography.Paragraph dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', marginBottom: 0 }}>
      {noteSegments(text).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <span
            key={index}
            data-testid="note-mention"
            data-user-id={segment.id}
            style={{ color: token.colorPrimary, background: token.colorPrimaryBg, borderRadius: token.borderRadiusSM, paddingInline: 2, fontWeight: 500 }}
          >
            @{segment.name}
          </span>
        ),
      )}
    </Typography.Paragraph>
  );
}

function NoteEditor({ note, onDone }: { note: TicketComment; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const feedback = useFeedback();
  const draft = useNoteDraft(note.text);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (saving) return;
    const problem = draft.problem();
    if (problem === 'empty') return feedback.warning(t('conversation.emptyNote'), t('conversation.emptyDetail'));
    if (problem === 'tooLong') return feedback.warning(t('conversation.noteTooLong', { max: COMMENT_MAX_LENGTH }));
    setSaving(true);
    try {
      await conversationApi.updateComment(note.ticketId, note.id, draft.stored());
      feedback.success(t('conversation.noteSaved'));
      onDone(true);
    } catch (error) {
      feedback.failed(error, t('conversation.noteUpdateFailed'));
      setSaving(false);
    }
  };

  return (
    <Flex vertical gap={8}>
      <NoteInput data-testid="note-edit-input" value={draft.text} onChange={draft.setText} onMention={draft.mention} onSubmit={() => void save()} disabled={saving} autoFocus />
      <Flex gap={8} justify="end">
        <Button onClick={() => onDone(false)} disabled={saving}>
          {t('conversation.cancel')}
        </Button>
        <Button type="primary" data-testid="note-save" loading={saving} onClick={() => void save()}>
          {t('conversation.save')}
        </Button>
      </Flex>
    </Flex>
  );
}

/** An internal note: warning-tinted, with a lock and "Internal note", so it never reads as sent to the customer. */
export function NoteItem({ note, onChanged }: { note: TicketComment; onChanged: () => void }) {
  const { t } = useTranslation(TICKETS_NAMESPACE);
  const { token } = theme.useToken();
  const { modal } = App.useApp();
  const feedback = useFeedback();
  const [editing, setEditing] = useState(false);
  const edited = note.updatedDate !== note.addedDate;

  const confirmDelete = () =>
    modal.confirm({
      title: t('conversation.deleteNoteTitle'),
      content: t('conversation.deleteNoteContent'),
      okText: t('conversation.deleteNote'),
      okButtonProps: { danger: true, 'data-testid': 'note-delete-confirm' },
      cancelText: t('conversation.cancel'),
      onOk: async () => {
        try {
          await conversationApi.deleteComment(note.ticketId, note.id);
          feedback.success(t('conversation.noteDeleted'));
          onChanged();
        } catch (error) {
          feedback.failed(error, t('conversation.noteDeleteFailed'));
        }
      },
    });

  return (
    <Card
      size="small"
      data-testid="conversation-item"
      data-kind="note"
      data-status="internal"
      data-note-id={note.id}
      style={{ background: token.colorWarningBg, borderColor: token.colorWarningBorder }}
    >
      <Flex gap={8} align="center" wrap="wrap" style={{ marginBottom: 8 }}>
        <Avatar size="small">{initialsOf(note.author.name)}</Avatar>
        <span>
          <PersonName person={note.author} strong />
        </span>
        <Typography.Text style={{ color: token.colorWarningText }}>
          <LockOutlined /> {t('conversation.internalNote')}
        </Typography.Text>
        <Tooltip title={formatDate(note.addedDate)}>
          <Typography.Text type="secondary">{formatRelativeTime(note.addedDate)}</Typography.Text>
        </Tooltip>
        {edited ? (
          <Tooltip title={formatDate(note.updatedDate)}>
            <Typography.Text type="secondary">({t('conversation.edited')})</Typography.Text>
          </Tooltip>
        ) : null}
        <Flex gap={4} style={{ marginInlineStart: 'auto' }}>
          {note.editable && !editing ? (
            <Button size="small" type="text" icon={<EditOutlined />} data-testid="note-edit" onClick={() => setEditing(true)}>
              {t('conversation.editNote')}
            </Button>
          ) : null}
          {note.deletable ? (
            <Button size="small" type="text" danger icon={<DeleteOutlined />} data-testid="note-delete" onClick={confirmDelete}>
              {t('conversation.deleteNote')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
      {editing ? (
        <NoteEditor
          note={note}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onChanged();
          }}
        />
      ) : (
        <NoteText text={note.text} />
      )}
    </Card>
  );
}
