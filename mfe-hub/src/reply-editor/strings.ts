/**
 * The hub's own strings around the shared reply editor (i18n group `reply` of the `hub` namespace): its
 * header and spec §8's texts of the reply process. The editor's own are in `@switchboard/shared/thread`.
 */
const en = {
  title: 'Reply',
  replyingTo: 'Reply to {{name}}',
  subject: 'Subject: {{subject}}',
  sent: 'Sent successfully',
  draftSaved: 'Draft saved',
  sendFailed: 'Error sending message',
  uploadFailed: 'Error uploading attachment',
  updateFailed: 'Error updating message',
  missingDraftId: 'Missing draft id',
  saveFailed: 'Error saving draft',
  generalError: 'General error',
  tooLong: 'The message is too long: at most {{max}} characters of formatted text. Shorten it or attach the rest as a file.',
};

export type ReplyEditorStrings = typeof en;

export const replyEditorStrings: ReplyEditorStrings = en;
